import { CorpusGenerator } from '@koers/vacancies/demo/corpus-generator';
import { normalizePosting } from '@koers/vacancies/modules/imports/pipeline/normalize-posting';
const now = new Date();
const g = new CorpusGenerator({ count: 20000, seed: 'bench', now });
let c = process.cpuUsage();
const records = [...g.records()];
let d = process.cpuUsage(c); console.log('generate ms/1000', ((d.user + d.system) / 1000 / 20).toFixed(0));
for (let k = 0; k < 2; k++) {
c = process.cpuUsage();
for (const r of records) normalizePosting(r as any, { defaultDomain: null, now });
d = process.cpuUsage(c); console.log('normalize ms/1000', ((d.user + d.system) / 1000 / 20).toFixed(0));
}
c = process.cpuUsage();
let n = 0; for (const r of records) n += JSON.stringify(r).length;
d = process.cpuUsage(c); console.log('stringify ms/1000', ((d.user + d.system) / 1000 / 20).toFixed(0));
