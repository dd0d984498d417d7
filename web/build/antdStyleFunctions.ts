import MagicString, { type SourceMap } from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** antd's modules that declare a component's styles: `antd/es/<component>/style/…` and its click wave. */
export const STYLE_MODULE =
  /[\\/]node_modules[\\/]antd[\\/]es[\\/](?:[\w-]+[\\/]style[\\/][\w-]+|_util[\\/]wave[\\/]style)\.js$/;

/** The calls that take a component's style function as their second argument (antd's `theme/internal`). */
const STYLE_HOOK_MAKERS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/** What each style function becomes: a function that adds no rule. */
const NO_STYLES = '() => []';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The style functions passed to antd's style-hook makers in a module's syntax tree. */
function styleFunctionArguments(program: Node): Node[] {
  const found: Node[] = [];
  const visit = (node: Node) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node & { name?: string };
      const styleFunction = (node.arguments as Node[])[1];
      if (callee.type === 'Identifier' && STYLE_HOOK_MAKERS.has(callee.name ?? '') && styleFunction)
        found.push(styleFunction);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return found;
}

/** A style module with each style function replaced by one that adds no rule (null when it has none). */
export function withoutStyleFunctions(code: string): { code: string; map: SourceMap } | null {
  const calls = styleFunctionArguments(parseAst(code) as unknown as Node);
  if (!calls.length) return null;
  const output = new MagicString(code);
  for (const styleFunction of calls) output.overwrite(styleFunction.start, styleFunction.end, NO_STYLES);
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary' }) };
}

/**
 * The console runs antd with `theme.zeroRuntime` and applies antd's prebuilt stylesheet
 * (app/antdStyles.ts), so antd never calls a component's style function: its hook returns before
 * (`genStyleUtils`). Those functions and the helpers only they use were still shipped, a fifth of
 * the first screen's script, and V8 compiled them all under the compile hint. Each is replaced by a
 * function that adds no rule, and the bundler's tree-shaking drops what they alone used. The hooks
 * themselves stay: they still register each component's tokens as CSS variables, which the
 * stylesheet reads for the themes and colours.
 */
export function antdStyleFunctions(): Plugin {
  return {
    name: 'invest:antd-style-functions',
    apply: 'build',
    transform(code, id) {
      return STYLE_MODULE.test(id) ? withoutStyleFunctions(code) : null;
    },
  };
}
