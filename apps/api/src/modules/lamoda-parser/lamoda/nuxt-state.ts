import { parseExpressionAt } from 'acorn';
import type { Expression, Node, Pattern, SpreadElement, Statement } from 'acorn';

/**
 * Reads Lamoda's embedded Nuxt state (`window.__NUXT__ = …` / `var __NUXT__ = …`) WITHOUT running
 * it. The expression is parsed with acorn and evaluated by a literal-only interpreter over the
 * syntax tree: object and array literals, strings, numbers, booleans, null, template literals
 * without expressions, unary minus/plus, `void 0`, `!0`/`!1`, and identifiers bound as parameters
 * of an immediately-invoked function (Nuxt's minified payload
 * `(function(a,b){return {…}}(1,"x"))`), including the simple `a.b = …` assignments devalue emits
 * before the `return`. Anything else — a call of any other function, a member read, `new`, a
 * getter, a spread of something unknown — evaluates to `undefined` (or drops the property); no
 * code of the page is ever executed. The work is bounded by the input size, the nesting depth and
 * the number of syntax nodes visited.
 */

export const NUXT_MAX_INPUT_CHARS = 5 * 1024 * 1024;
export const NUXT_MAX_DEPTH = 200;
export const NUXT_MAX_NODES = 2_000_000;

export type EvaluateLimits = { maxDepth?: number; maxNodes?: number };

/** Keys that would reach an object's prototype when assigned; never copied. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const SCRIPT_RE = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;
const ASSIGNMENT_RE = /(?:^|[\s;,(])(?:window\s*\.\s*|var\s+|let\s+|const\s+)?__NUXT__\s*=(?!=)/;

/** The evaluated `__NUXT__` value of a page, or null when there is none or it cannot be read. */
export function extractNuxtState(html: string): unknown | null {
  if (!html.includes('__NUXT__')) return null;
  for (const match of html.matchAll(SCRIPT_RE)) {
    const script = match[1] ?? '';
    if (!script.includes('__NUXT__')) continue;
    const assignment = ASSIGNMENT_RE.exec(script);
    if (!assignment) continue;
    const start = assignment.index + assignment[0].length;
    if (script.length - start > NUXT_MAX_INPUT_CHARS) return null;
    const value = evaluateLiteralExpression(script, start);
    if (value !== undefined && value !== null) return value;
  }
  return null;
}

/** The last page read: block detection and parsing read the same page one after the other. */
let memo: { html: string; payload: Record<string, unknown> | null } | null = null;

/**
 * `__NUXT__.payload.state.payload` (the listing or product data), or null. The result of the
 * last page is remembered; callers must not modify it.
 */
export function statePayload(html: string): Record<string, unknown> | null {
  if (memo && memo.html === html) return memo.payload;
  const payload = readStatePayload(html);
  memo = { html, payload };
  return payload;
}

function readStatePayload(html: string): Record<string, unknown> | null {
  const nuxt = extractNuxtState(html);
  if (!isRecord(nuxt)) return null;
  const candidates = [
    getPath(nuxt, ['payload', 'state', 'payload']),
    // Tolerated variants of the same tree (older Nuxt 2 pages put the store at the top).
    getPath(nuxt, ['state', 'payload']),
  ];
  for (const candidate of candidates) if (isRecord(candidate)) return candidate;
  return null;
}

/**
 * Parses the JavaScript expression that starts at `offset` of `source` and evaluates it with the
 * literal-only interpreter. Returns undefined when it does not parse or exceeds the limits.
 */
export function evaluateLiteralExpression(
  source: string,
  offset = 0,
  limits: EvaluateLimits = {},
): unknown {
  if (source.length - offset > NUXT_MAX_INPUT_CHARS) return undefined;
  let ast: Expression;
  try {
    ast = parseExpressionAt(source, offset, { ecmaVersion: 'latest', sourceType: 'script' });
  } catch {
    // A syntax error, or a stack overflow on absurd nesting.
    return undefined;
  }
  const evaluator = new LiteralEvaluator(
    limits.maxDepth ?? NUXT_MAX_DEPTH,
    limits.maxNodes ?? NUXT_MAX_NODES,
  );
  try {
    return evaluator.evaluate(ast, new Map(), 0);
  } catch (error) {
    if (error instanceof LimitExceeded || error instanceof RangeError) return undefined;
    throw error;
  }
}

class LimitExceeded extends Error {}

type Scope = Map<string, unknown>;

/** A value that stands for "not a literal": dropped from objects, undefined elsewhere. */
const UNSUPPORTED = Symbol('unsupported');

class LiteralEvaluator {
  private nodes = 0;
  /** Objects and arrays this evaluator created: the only ones assignments may write into. */
  private readonly created = new WeakSet<object>();

  constructor(
    private readonly maxDepth: number,
    private readonly maxNodes: number,
  ) {}

  evaluate(node: Expression, scope: Scope, depth: number): unknown {
    const value = this.value(node, scope, depth);
    return value === UNSUPPORTED ? undefined : value;
  }

  private visit(depth: number) {
    if (++this.nodes > this.maxNodes || depth > this.maxDepth) throw new LimitExceeded();
  }

  private value(node: Expression | SpreadElement | Pattern, scope: Scope, depth: number): unknown {
    this.visit(depth);
    switch (node.type) {
      case 'Literal':
        if ('regex' in node && node.regex) return UNSUPPORTED;
        if (typeof node.value === 'bigint') return UNSUPPORTED;
        return node.value;
      case 'TemplateLiteral':
        if (node.expressions.length > 0) return UNSUPPORTED;
        return node.quasis.map((q) => q.value.cooked ?? '').join('');
      case 'Identifier':
        if (scope.has(node.name)) return scope.get(node.name);
        if (node.name === 'undefined') return undefined;
        if (node.name === 'NaN') return NaN;
        if (node.name === 'Infinity') return Infinity;
        return UNSUPPORTED;
      case 'UnaryExpression': {
        if (node.operator === 'void') return undefined;
        const argument = this.value(node.argument, scope, depth + 1);
        if (argument === UNSUPPORTED) return UNSUPPORTED;
        if (node.operator === '!') return isPrimitive(argument) ? !argument : UNSUPPORTED;
        if (node.operator === '-' && typeof argument === 'number') return -argument;
        if (node.operator === '+' && typeof argument === 'number') return argument;
        return UNSUPPORTED;
      }
      case 'ArrayExpression': {
        const array: unknown[] = [];
        this.created.add(array);
        for (const element of node.elements) {
          if (element === null) {
            array.push(undefined);
          } else if (element.type === 'SpreadElement') {
            const spread = this.value(element.argument, scope, depth + 1);
            if (Array.isArray(spread) && this.created.has(spread)) array.push(...spread);
          } else {
            const item = this.value(element, scope, depth + 1);
            array.push(item === UNSUPPORTED ? undefined : item);
          }
        }
        return array;
      }
      case 'ObjectExpression': {
        const object: Record<string, unknown> = {};
        this.created.add(object);
        for (const property of node.properties) {
          this.visit(depth + 1);
          if (property.type === 'SpreadElement') {
            const spread = this.value(property.argument, scope, depth + 1);
            if (isRecord(spread) && this.created.has(spread)) {
              for (const [k, v] of Object.entries(spread))
                if (!FORBIDDEN_KEYS.has(k)) object[k] = v;
            }
            continue;
          }
          // Getters, setters and methods are code: dropped, never called.
          if (property.kind !== 'init' || property.method) continue;
          const key = this.propertyKey(property.key, property.computed, scope, depth + 1);
          if (key === null || FORBIDDEN_KEYS.has(key)) continue;
          const value = this.value(property.value as Expression, scope, depth + 1);
          if (value === UNSUPPORTED) continue;
          object[key] = value;
        }
        return object;
      }
      case 'CallExpression':
        return this.call(node, scope, depth);
      case 'ParenthesizedExpression':
        return this.value(node.expression, scope, depth + 1);
      case 'SequenceExpression': {
        // `(0, x)` style; only literal parts are allowed, the last one is the value.
        let last: unknown = UNSUPPORTED;
        for (const expression of node.expressions) last = this.value(expression, scope, depth + 1);
        return last;
      }
      default:
        // MemberExpression, NewExpression, functions on their own, assignments, `this`, …
        return UNSUPPORTED;
    }
  }

  private propertyKey(
    key: Expression | Node,
    computed: boolean,
    scope: Scope,
    depth: number,
  ): string | null {
    if (!computed && key.type === 'Identifier') return (key as { name: string }).name;
    const value = this.value(key as Expression, scope, depth);
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return null;
  }

  /** Only an immediately-invoked function expression or arrow whose callee is written inline. */
  private call(
    node: Extract<Expression, { type: 'CallExpression' }>,
    scope: Scope,
    depth: number,
  ): unknown {
    let callee = node.callee as Expression;
    while (callee.type === 'ParenthesizedExpression') callee = callee.expression;
    if (callee.type !== 'FunctionExpression' && callee.type !== 'ArrowFunctionExpression') {
      return UNSUPPORTED;
    }
    if (callee.async || callee.generator) return UNSUPPORTED;

    const args: unknown[] = [];
    for (const argument of node.arguments) {
      if (argument.type === 'SpreadElement') return UNSUPPORTED;
      const value = this.value(argument, scope, depth + 1);
      args.push(value === UNSUPPORTED ? undefined : value);
    }
    const inner: Scope = new Map(scope);
    callee.params.forEach((param, i) => {
      // Default values and destructuring would be code: such parameters stay unbound.
      if (param.type === 'Identifier') inner.set(param.name, args[i]);
    });

    if (callee.body.type !== 'BlockStatement') {
      return this.value(callee.body as Expression, inner, depth + 1);
    }
    for (const statement of callee.body.body) {
      this.visit(depth + 1);
      if (statement.type === 'ReturnStatement') {
        return statement.argument ? this.value(statement.argument, inner, depth + 1) : undefined;
      }
      if (!this.statement(statement, inner, depth + 1)) return UNSUPPORTED;
    }
    return undefined;
  }

  /** `a.b = literal;` / `a[0] = b;` into an object this evaluator made; any other statement fails. */
  private statement(statement: Statement, scope: Scope, depth: number): boolean {
    if (statement.type === 'EmptyStatement') return true;
    if (statement.type !== 'ExpressionStatement') return false;
    const expressions =
      statement.expression.type === 'SequenceExpression'
        ? statement.expression.expressions
        : [statement.expression];
    for (const expression of expressions) {
      this.visit(depth);
      if (expression.type !== 'AssignmentExpression' || expression.operator !== '=') return false;
      const target = expression.left;
      if (target.type !== 'MemberExpression' || target.optional) return false;
      const object = this.memberTarget(target.object as Expression, scope, depth + 1);
      if (object === null) return false;
      const key = this.propertyKey(
        target.property as Expression,
        target.computed,
        scope,
        depth + 1,
      );
      if (key === null || FORBIDDEN_KEYS.has(key)) return false;
      const value = this.value(expression.right, scope, depth + 1);
      (object as Record<string, unknown>)[key] = value === UNSUPPORTED ? undefined : value;
    }
    return true;
  }

  private memberTarget(node: Expression, scope: Scope, depth: number): object | null {
    this.visit(depth);
    let value: unknown;
    if (node.type === 'Identifier') {
      value = scope.get(node.name);
    } else if (node.type === 'MemberExpression' && !node.optional) {
      const parent = this.memberTarget(node.object as Expression, scope, depth + 1);
      if (parent === null) return null;
      const key = this.propertyKey(node.property as Expression, node.computed, scope, depth + 1);
      if (key === null || FORBIDDEN_KEYS.has(key) || !Object.hasOwn(parent, key)) return null;
      value = (parent as Record<string, unknown>)[key];
    } else {
      return null;
    }
    return typeof value === 'object' && value !== null && this.created.has(value) ? value : null;
  }
}

function isPrimitive(value: unknown) {
  return value === null || value === undefined || typeof value !== 'object';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function getPath(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    if (!Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}
