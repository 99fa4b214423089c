import { readFileSync } from 'node:fs';
import type { Db } from '@koers/server-core/db/database';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import { receiveUpload } from '../modules/files/files.service';
import { requestToolboxUpload } from '../modules/toolbox/toolbox.service';
import { buildActor } from '../modules/user-contexts/actor';
import { contextFactsFor } from '../modules/user-contexts/user-contexts.service';
import { toolboxItems, toolboxReads, toolboxShares } from '../schema/toolbox.table';
import { DEMO_CONTEXT_IDS, demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS } from './demo-people';

const DAY_MS = 86_400_000;

/** A demo tip: its content, and with whom it was shared how many days ago (`all`: every candidate). */
type DemoTip = {
  key: string;
  title: string;
  text: string;
  links: { title: string; url: string }[];
  shares: { with: 'all' | string; daysAgo: number; read?: boolean }[];
};

const DEMO_TIPS: DemoTip[] = [
  {
    key: 'sollicitatiebrief',
    title: 'Een sollicitatiebrief in vijf stappen',
    text:
      '<p>Een goede brief is kort en gaat over de werkgever, niet alleen over jou.</p>' +
      '<ol><li>Begin met waarom je juist bij deze werkgever wilt werken.</li>' +
      '<li>Noem twee of drie dingen uit de vacature die je al kunt, met een voorbeeld.</li>' +
      '<li>Vertel wat je wilt leren.</li><li>Houd het bij één pagina.</li>' +
      '<li>Laat iemand de brief lezen voor je hem verstuurt.</li></ol>',
    links: [{ title: 'Voorbeeldbrieven van werk.nl', url: 'https://www.werk.nl/werkzoekenden/solliciteren/' }],
    shares: [{ with: 'daan-bakker', daysAgo: 9, read: true }],
  },
  {
    key: 'netwerken',
    title: 'Netwerken zonder ongemak',
    text:
      '<p>De meeste banen worden gevonden via mensen die je kent. Maak een lijstje van tien mensen ' +
      'uit je omgeving en vraag ze wat zij doen en wie zij kennen. Je vraagt niet om een baan, maar om een gesprek.</p>',
    links: [],
    shares: [{ with: 'all', daysAgo: 5 }],
  },
  {
    key: 'sollicitatiegesprek',
    title: 'Voorbereiden op een sollicitatiegesprek',
    text:
      '<p>Lees de vacature en de website van de werkgever nog eens. Bedenk bij elke eis een voorbeeld uit je ' +
      'werk of leven. Oefen hardop: <strong>vertel iets over jezelf</strong> in twee minuten.</p>',
    links: [
      {
        title: 'Veelgestelde vragen in een sollicitatiegesprek',
        url: 'https://www.werk.nl/werkzoekenden/solliciteren/',
      },
    ],
    shares: [{ with: 'daan-bakker', daysAgo: 1 }],
  },
  {
    key: 'cv',
    title: 'Je cv in orde',
    text: '<p>Zet je recentste werk bovenaan, houd het bij twee pagina’s en noem wat je bereikte, niet alleen wat je deed.</p>',
    links: [],
    shares: [],
  },
];

/** Werkpad's toolbox: tips written by the demo coach, some shared with Daan (one read), one with everyone. */
export async function seedToolbox(db: Db): Promise<void> {
  const organizationId = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  const now = Date.now();
  for (const [index, tip] of DEMO_TIPS.entries()) {
    const itemId = demoId(`toolbox-item:${tip.key}`);
    const written = new Date(now - (20 - index) * DAY_MS);
    await db.insert(toolboxItems).values({
      organizationId,
      id: itemId,
      title: tip.title,
      text: tip.text,
      links: tip.links,
      createdByContextId: DEMO_CONTEXT_IDS.mehmet,
      updatedByContextId: DEMO_CONTEXT_IDS.mehmet,
      createdAt: written,
      updatedAt: written,
    });
    for (const share of tip.shares) {
      const sharedAt = new Date(now - share.daysAgo * DAY_MS);
      const dossierId = share.with === 'all' ? null : demoId(`dossier:${share.with}`);
      await db.insert(toolboxShares).values({
        organizationId,
        itemId,
        dossierId,
        sharedAt,
        sharedByContextId: DEMO_CONTEXT_IDS.mehmet,
      });
      if (share.read && dossierId) {
        await db
          .insert(toolboxReads)
          .values({ organizationId, itemId, dossierId, readAt: new Date(sharedAt.getTime() + DAY_MS) });
      }
    }
  }
}

/** The worksheet on the interview tip (shared with Daan), authored beside this file. */
export const DEMO_TOOLBOX_FILE = {
  tip: 'sollicitatiegesprek',
  filename: 'werkblad-sollicitatiegesprek.txt',
  bytes: () => readFileSync(new URL('./files/werkblad-sollicitatiegesprek.txt', import.meta.url)),
};

/**
 * The demo coach attaches the worksheet to the interview tip through the upload's own two steps
 * (the request, then the bytes into the file storage), so the tip's file is stored and checked as
 * one a coach uploads. Run once the demo world is committed: the bytes go to the storage, not the
 * database.
 */
export async function seedToolboxFiles(db: Db, files: { storage: FileStorage; quotaBytes: number }): Promise<void> {
  const facts = await contextFactsFor(db, demoId('user:coach'), DEMO_CONTEXT_IDS.mehmet, { mfaVerified: true });
  if (!facts) throw new Error('de demo-coach ontbreekt');
  const actor = buildActor(facts);
  const bytes = DEMO_TOOLBOX_FILE.bytes();
  const { file, token } = await requestToolboxUpload({
    db,
    actor,
    itemId: demoId(`toolbox-item:${DEMO_TOOLBOX_FILE.tip}`),
    request: { filename: DEMO_TOOLBOX_FILE.filename, filesize: bytes.length, uploadType: 'document' },
    quotaBytes: files.quotaBytes,
  });
  await receiveUpload({ db, storage: files.storage, actor, fileId: file.id, token, body: bytes });
}
