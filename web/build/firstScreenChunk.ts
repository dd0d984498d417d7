import { dirname, join } from 'node:path';
import type { Rolldown } from 'vite';

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

/** A module's `import <clause> from "spec"` statements, as [clause, spec]. */
function* importStatements(code: string): Generator<[string, string]> {
  // Both groups always take part in a match.
  for (const [, clause = '', spec = ''] of code.matchAll(/\bimport\s+([^'";]*?)\s+from\s*["']([^"']+)["']/g))
    yield [clause, spec];
}

/** `import { a, b as c } from "spec"` in a module's (transformed) code: spec → imported names, or null for `*`/default. */
function namedImports(code: string): Map<string, Set<string> | null> {
  const out = new Map<string, Set<string> | null>();
  const note = (spec: string, names: string[] | null) => {
    const had = out.get(spec);
    if (had === null || names === null) return void out.set(spec, null);
    out.set(spec, new Set([...(had ?? []), ...names]));
  };
  for (const [clause, spec] of importStatements(code)) {
    const braces = /^\{([^}]*)\}$/.exec(clause.trim());
    // A default or namespace import of a barrel reaches all of it.
    if (!braces) note(spec, null);
    else
      note(
        spec,
        (braces[1] ?? '')
          .split(',')
          .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
          .filter(Boolean),
      );
  }
  return out;
}

/** The names a module binds by importing (`import D, { a as b } from "s"`, `import * as ns from "s"`): binding → specifier. */
function importedBindings(code: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [clause, spec] of importStatements(code)) {
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const part of (braces?.[1] ?? '').split(',')) {
      const local = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) out.set(local, spec);
    }
    for (const part of clause.replace(/\{[^}]*\}/, '').split(',')) {
      const local = part.trim().replace(/^\*\s+as\s+/, '');
      if (/^[\w$]+$/.test(local)) out.set(local, spec);
    }
  }
  return out;
}

/**
 * What a package's module hands on from others: its re-exports (antd's and @ant-design/icons'
 * indexes: `export { default as X } from './x'`, `export * from './icons'`) and the imported
 * bindings it exports again (`import { FormProvider } from './FormContext'; export { FormProvider }`,
 * as @rc-component/form's index does beside the form it assembles). Null for a module that hands
 * on nothing.
 */
function reExports(code: string): { named: Map<string, string>; star: string[] } | null {
  const named = new Map<string, string>();
  const star: string[] = [];
  const exportedNames = (parts: string) =>
    parts.split(',').map((part) => part.trim().split(/\s+as\s+/)) as [string, string?][];
  for (const [, parts = '', from = ''] of code.matchAll(/\bexport\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g))
    for (const [local, exported = local] of exportedNames(parts)) if (exported) named.set(exported, from);
  const imported = importedBindings(code);
  for (const [, parts = ''] of code.matchAll(/\bexport\s*\{([^}]*)\}(?!\s*from\b)/g))
    for (const [local, exported = local] of exportedNames(parts)) {
      const from = imported.get(local);
      if (from && exported) named.set(exported, from);
    }
  for (const [, from = ''] of code.matchAll(/\bexport\s*\*\s*from\s*["']([^"']+)["']/g)) star.push(from);
  return star.length || named.size ? { named, star } : null;
}

/** The module a relative specifier of `from` names, among `from`'s imports. */
function resolveAmong(graph: ModuleGraph, from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec);
  const ids = graph.getModuleInfo(from)?.importedIds ?? [];
  return ids.find((id) => id === base || id === `${base}.js` || id === join(base, 'index.js'));
}

/**
 * Modules statically reachable from `roots`. Bundlers drop a package index's unused re-exports, so
 * an import of a few names from a barrel (`import { Layout } from 'antd'`) reaches those parts only,
 * not every component the index lists (which would be all of antd and all 800 icons).
 */
export function staticallyReachable(roots: string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  const visit = (id: string) => {
    if (!seen.has(id)) stack.push(id);
  };
  /** The parts of barrel `id` that export `names` (following `export *` into nested indexes). */
  const throughBarrel = (id: string, names: Set<string>, barrel: NonNullable<ReturnType<typeof reExports>>) => {
    const left = new Set(names);
    for (const name of names) {
      const spec = barrel.named.get(name);
      const part = spec && resolveAmong(graph, id, spec);
      if (part) {
        visit(part);
        left.delete(name);
      }
    }
    if (!left.size) return;
    for (const spec of barrel.star) {
      const nested = resolveAmong(graph, id, spec);
      const nestedBarrel = nested && reExports(graph.getModuleInfo(nested)?.code ?? '');
      if (nested && nestedBarrel) throughBarrel(nested, left, nestedBarrel);
      else if (nested) visit(nested);
    }
    // A name the index defines itself, or one not found: all of it, as a plain module.
    if (!barrel.star.length) visit(id);
  };
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    let imports: Map<string, Set<string> | null> | undefined;
    for (const next of info.importedIds) {
      const barrel = /[\\/]node_modules[\\/]/.test(next) ? reExports(graph.getModuleInfo(next)?.code ?? '') : null;
      if (!barrel) {
        visit(next);
        continue;
      }
      imports ??= namedImports(info.code ?? '');
      // The specifier that resolved to this barrel: the package's name in its path.
      const spec = [...imports.keys()].find((s) => !s.startsWith('.') && next.includes(`/node_modules/${s}/`));
      const names = spec === undefined ? null : imports.get(spec);
      if (names) throughBarrel(next, names, barrel);
      else visit(next);
    }
  }
  return seen;
}

/**
 * The codeSplitting group's `name`: `first-screen` for a module that `roots` import statically and
 * the sign-in page does not, which would otherwise import the big chunk and wait for it. The
 * sign-in page is `entry`, what `entry` imports dynamically other than `roots` (the entry imports
 * nothing statically: React, the texts, the page and the sign-in hooks are each a dynamic import),
 * and the chunks it loads lazily before the first screen (`signInLazy`: the HTTP client for the
 * public settings, the home figures' prefetch at the token). Computed once per chunking pass (the
 * sign-in prerender's SSR build runs one too, without these modules: there it names nothing).
 */
export function firstScreenChunk(options: {
  entry: string;
  roots: string[];
  signInLazy: string[];
}): Rolldown.CodeSplittingNameFunction {
  const passes = new WeakMap<object, Set<string>>();
  return (id, ctx) => {
    const entryInfo = ctx.getModuleInfo(options.entry);
    if (!entryInfo) return null;
    let chosen = passes.get(entryInfo);
    if (!chosen) {
      chosen = staticallyReachable(options.roots, ctx);
      const signInStarts = entryInfo.dynamicallyImportedIds.filter((id) => !options.roots.includes(id));
      for (const shared of staticallyReachable([options.entry, ...signInStarts, ...options.signInLazy], ctx))
        chosen.delete(shared);
      passes.set(entryInfo, chosen);
    }
    return chosen.has(id) ? 'first-screen' : null;
  };
}
