/** A translation's shape: the same keys as the Russian original, any strings as values. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
