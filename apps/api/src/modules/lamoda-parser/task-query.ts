import { readLamodaLink } from '@shop/contract';
import type { LamodaDomain } from './types';

type Section = 'women' | 'men';

/**
 * What a task reads, from what the admin typed: words are searched on the chosen domain; a link to
 * a category is kept as its canonical address and read on the link's own domain, in Lamoda's
 * section its name carries; a link to a search page becomes its words on its domain. The
 * contract has already refused any other link.
 */
export function taskTarget(input: {
  query: string;
  domain: LamodaDomain;
  gender_section?: Section;
}): { query: string; domain: LamodaDomain; gender_section?: Section } {
  const link = readLamodaLink(input.query);
  if (link?.kind === 'category')
    return {
      query: link.url,
      domain: link.domain,
      gender_section: link.section ?? input.gender_section,
    };
  if (link?.kind === 'search')
    return {
      query: link.query,
      domain: link.domain,
      gender_section: link.section ?? input.gender_section,
    };
  return input;
}

/** The category path a task's stored query names, or undefined when it is a search. */
export function categoryPathOf(query: string | null): string | undefined {
  const link = query ? readLamodaLink(query) : null;
  return link?.kind === 'category' ? link.path : undefined;
}
