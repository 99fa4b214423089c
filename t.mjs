import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { hash, verify } from '@node-rs/argon2';

let t = Date.now();
const db = new PGlite({ extensions: { pg_trgm, cube, earthdistance } });
await db.waitReady;
console.log('ready', Date.now() - t);
await db.exec(
  'create extension if not exists pg_trgm; create extension if not exists cube; create extension if not exists earthdistance;',
);
console.log(
  (
    await db.query(
      "select similarity('amsterdam','amsterdm') s, earth_distance(ll_to_earth(52.37,4.89), ll_to_earth(52.09,5.12))/1000 km, version()",
    )
  ).rows,
);
t = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const db2 = new PGlite({ loadDataDir: dump, extensions: { pg_trgm, cube, earthdistance } });
await db2.waitReady;
console.log('load', Date.now() - t, (await db2.query('select count(*) from pg_extension')).rows);
t = Date.now();
const h = await hash('Koers-demo-2026');
console.log(h, Date.now() - t, await verify(h, 'Koers-demo-2026'));
