import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ROOT } from './paths.ts';

/** Every `.yaml` and `.yml` file under `dir`, its sub-folders included: absolute paths, sorted. */
export function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Parses every document of a YAML file (the `yaml` library, YAML 1.2; duplicate keys are errors,
 * anchors and aliases resolved) and answers their values. Throws one Error naming the file and
 * each error or warning with its line, or saying it holds no document.
 */
export function parseYamlFile(file: string): unknown[] {
  const text = readFileSync(file, 'utf8');
  const documents = parseAllDocuments(text, { prettyErrors: true, uniqueKeys: true });
  if (documents.length === 0) throw new Error(`${relative(ROOT, file)} holds no YAML document`);
  const problems = documents.flatMap((d) => [...d.errors, ...d.warnings]).map((e) => e.message);
  if (problems.length > 0)
    throw new Error(`${relative(ROOT, file)} does not parse:\n${problems.join('\n')}`);
  return documents.map((d) => d.toJS({ maxAliasCount: 100 }) as unknown);
}
