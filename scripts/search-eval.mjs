// npm run search:eval [-- --build <dir>] [-- --queries <file>]: how search does on the relevance
// set (plugins/local-search/eval/queries.tsv) against a built site's index (build/ by default);
// builds nothing. It ends with what falls short of eval/floors.json, which npm test holds
// (e2e/searchRelevance.spec.ts), with the not-found page's suggestions on dead addresses.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import {parseArgs} from 'node:util';

const require = createRequire(import.meta.url);
// The evaluation is TypeScript, as the engine it runs: loaded as Docusaurus loads the site's config.
const jiti = require('jiti')(import.meta.url);
const {readQueries, evaluate, report, shortfalls, evaluateSuggestions, suggestionsReport} = jiti('../plugins/local-search/eval/evaluate.ts');

const {values} = parseArgs({options: {build: {type: 'string', default: 'build'}, queries: {type: 'string', default: 'plugins/local-search/eval/queries.tsv'}}});
const judgements = readQueries(values.queries, ['zh', 'en']);
const outcomes = await evaluate(values.build, judgements, 'zh');
console.log(report(outcomes));
const floors = JSON.parse(fs.readFileSync('plugins/local-search/eval/floors.json', 'utf8'));
// The not-found page's suggestions, on dead addresses made from the Chinese site's pages.
const suggestions = suggestionsReport(await evaluateSuggestions(values.build), floors);
console.log(`\nNot-found suggestions (the page a dead address stands for among the three suggested):\n${suggestions.text}`);
const short = [...shortfalls(outcomes, floors), ...suggestions.short];
console.log(short.length === 0 ? '\nAt or above every floor (eval/floors.json).' : `\nShort of eval/floors.json (npm test fails):\n${short.map((line) => `- ${line}`).join('\n')}`);
