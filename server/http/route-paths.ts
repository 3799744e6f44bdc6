/**
 * One canonical path per route (docs/security.md#canonical-paths). A request path is matched against the
 * routes' paths exactly: case-sensitive, no trailing slash, no empty part, no percent-encoding. Any other
 * spelling of a route's area (`/GAMES/…`, `/games/x/create/`, `//games/…`, `/%67ames/…`) matches nothing
 * and is refused with 404 before any guard or handler runs, so routing and every guard see the same path;
 * so is a parameter that spells a sibling route's literal part in another case (`/tournaments/NEXT`).
 * A parameter whose percent-encoding is malformed is a 400 naming the parameter.
 */
import { HttpError } from './http-error';
import type { Method, Route } from './route';

export interface CompiledRoute {
  route: Route;
  parts: string[];
}

export const compileRoute = (route: Route): CompiledRoute => ({ route, parts: route.path.split('/').slice(1) });

/** The path as every spelling of it reads: decoded, lower case, no empty parts. */
function normalised(path: string): string[] {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: the parts as written.
  }
  return decoded.toLowerCase().split('/').filter(Boolean);
}

/** `matchID` → "match id": how a parameter is named in a message. */
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function paramsOf(parts: string[], given: string[]): Record<string, string> | undefined {
  if (parts.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const text = given[i] as string;
    if (part.startsWith(':')) {
      if (text === '') return undefined;
      params[part.slice(1)] = text;
    } else if (part !== text) return undefined;
  }
  return params;
}

export type PathMatch =
  | { kind: 'route'; route: Route; params: Record<string, string> }
  | { kind: 'method'; allow: Method[] }
  | { kind: 'area' }
  | { kind: 'none' };

export class RoutePaths {
  private readonly compiled: CompiledRoute[];
  /** The first parts of the routes' paths (games, account…): a path in one of them is the server's. */
  private readonly roots: Set<string>;
  private readonly exact: Set<string>;

  constructor(routes: readonly Route[]) {
    this.compiled = routes.map(compileRoute);
    this.roots = new Set(this.compiled.map((c) => c.parts[0] as string));
    this.exact = new Set(routes.map((r) => r.path.toLowerCase()));
  }

  /** The first part of the path as every spelling of it reads (`/GAMES/x` → `games`). */
  rootOf(path: string): string {
    return normalised(path)[0] ?? '';
  }

  /**
   * The route `path` names, or `area` for a path in the routes' area that is none of them as written (a
   * 404), or `none` for a path outside it (the client's files and pages). `/account` alone is a page.
   */
  match(method: string, path: string): PathMatch {
    const spelled = normalised(path);
    const inArea =
      (spelled.length > 1 && this.roots.has(spelled[0] as string)) || this.exact.has(`/${spelled.join('/')}`);
    if (!inArea) return { kind: 'none' };
    if (path.includes('%') && decodes(path)) return { kind: 'area' };
    const given = path.split('/').slice(1);
    if (this.misspellsLiteral(given)) return { kind: 'area' };
    const wanted = method === 'HEAD' ? 'GET' : method;
    const allow: Method[] = [];
    for (const { route, parts } of this.compiled) {
      const params = paramsOf(parts, given);
      if (!params) continue;
      if (route.method !== wanted) {
        allow.push(route.method);
        continue;
      }
      for (const [name, text] of Object.entries(params)) {
        if (text.includes('%')) throw new HttpError(400, `the ${words(name)} in the address is not valid`);
      }
      return { kind: 'route', route, params };
    }
    return allow.length > 0 ? { kind: 'method', allow } : { kind: 'area' };
  }

  /**
   * Whether a part of the path is another case of a literal part a sibling route has there (`/tournaments/NEXT`
   * beside `/tournaments/next` and `/tournaments/:id`): another spelling of that route, not a parameter.
   */
  private misspellsLiteral(given: string[]): boolean {
    return this.compiled.some(({ parts }) => {
      if (parts.length !== given.length) return false;
      for (const [i, part] of parts.entries()) {
        const text = given[i] as string;
        if (part.startsWith(':')) continue;
        if (part === text) continue;
        return (
          part.toLowerCase() === text.toLowerCase() &&
          parts.slice(0, i).every((p, j) => p.startsWith(':') || p === given[j])
        );
      }
      return false;
    });
  }
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
