// Project-local ESLint rules, used by eslint.config.mjs.
//
// no-issue-reference: comments and file names say what the code does and why, not which tracker issue asked for it.
//
// no-import-cycle: import-x/no-cycle skips `import type` edges (hard-coded, no option), so a cycle made of type
// imports passes it. This rule follows every relative import, export-from and import() — types included — and
// reports an import from which the importing file can be reached again.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];
const graph = new Map(); // file -> { mtimeMs, targets: string[] }

function resolveRelative(from, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null; // packages are not ours
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return null;
}

function targetsOf(file) {
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const cached = graph.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.targets;
  const text = mtimeMs ? fs.readFileSync(file, 'utf8') : '';
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const targets = [...new Set(importedFiles.map((f) => resolveRelative(file, f.fileName)).filter(Boolean))];
  graph.set(file, { mtimeMs, targets });
  return targets;
}

/** The shortest import route from `start` back to `goal`, or null. */
function routeBack(start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of targetsOf(file)) {
      if (next === goal) {
        const route = [file];
        for (let f = previous.get(file); f; f = previous.get(f)) route.unshift(f);
        return route;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between project files, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle (type-only imports included): {{route}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const cwd = context.cwd;
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveRelative(file, source.value);
      if (!target || target === file) return;
      const route = routeBack(target, file);
      if (route) {
        const shown = [file, ...route, file].map((f) => path.relative(cwd, f)).join(' -> ');
        context.report({ node: source, messageId: 'cycle', data: { route: shown } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportEqualsDeclaration: (node) => check(node, node.moduleReference?.expression),
    };
  },
};

const ISSUE_REFERENCE = /\bissues?[\s_-]*#?\d+/i;

const noIssueReference = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Forbid issue numbers in comments and file names' },
    schema: [],
    messages: { reference: 'Say what the code does and why, not which issue asked for it ("{{text}}")' },
  },
  create(context) {
    return {
      Program(program) {
        const name = path.relative(context.cwd, context.physicalFilename).match(ISSUE_REFERENCE);
        if (name) context.report({ node: program, messageId: 'reference', data: { text: name[0] } });
        for (const comment of context.sourceCode.getAllComments()) {
          const found = comment.value.match(ISSUE_REFERENCE);
          if (found) context.report({ loc: comment.loc, messageId: 'reference', data: { text: found[0] } });
        }
      },
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle, 'no-issue-reference': noIssueReference } };
