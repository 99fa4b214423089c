import { randomUUID } from 'node:crypto';
import type { Database, Db } from '@koers/server-core/db/database';
import { createError, notFound } from '@koers/server-core/jsonapi/errors';
import { imageSize, sniffContentType } from '@koers/server-core/storage/content-sniffing';
import { type FileStorage, storageKeyFor } from '@koers/server-core/storage/file-storage';
import {
  type Actor,
  DEFAULT_PALETTE,
  formatMegabytes,
  MAX_IMAGE_SIDE,
  THEME_IMAGE_LABELS,
  THEME_IMAGE_RULE,
  type ThemeImageKind,
  type themeImageSchema,
  themePolicy,
  type themeUpdateSchema,
  type z,
} from '@koers/shared';
import type { StoredThemeImage, ThemePalette, ThemeRow, ThemeUserInterface } from './themes.repository';
import { createThemesRepository } from './themes.repository';

export const DEFAULT_USER_INTERFACE: ThemeUserInterface = {
  organizationName: 'Koers',
  logoUrl: null,
  splashImageUrl: null,
};

export type Theme = { palette: ThemePalette; userInterface: ThemeUserInterface };

const imageError = (kind: ThemeImageKind, code: string, details: string) =>
  createError({
    status: 422,
    code: `theme.image_${code}`,
    detail: `${THEME_IMAGE_LABELS[kind]} niet opgeslagen: ${details}`,
    pointer: '/data/attributes/content',
  });

export const themeErrors = {
  notFound: () => createError({ status: 404, code: 'theme.not_found', detail: 'Deze huisstijl bestaat niet.' }),
  imageTooLarge: (kind: ThemeImageKind) =>
    imageError(kind, 'too_large', `de afbeelding is groter dan ${formatMegabytes(THEME_IMAGE_RULE.maxBytes)}.`),
  imageType: (kind: ThemeImageKind) =>
    imageError(kind, 'unsupported_type', `kies een afbeelding van het type ${THEME_IMAGE_RULE.formats}.`),
  brokenImage: (kind: ThemeImageKind) =>
    imageError(
      kind,
      'broken_image',
      'de afbeelding is beschadigd of te groot (hoogstens 10.000 pixels breed en hoog).',
    ),
};

/** Where anyone fetches a theme image; the image's own id in the path lets browsers keep it for good. */
export const themeImageUrl = (themeId: string, image: StoredThemeImage) =>
  `/api/v1/theme_images/${themeId}/${image.id}`;

/** A stored theme filled up with the defaults, as hosts show it; uploaded images become their public URLs. */
export function filledTheme(row: Pick<ThemeRow, 'id' | 'palette' | 'userInterface'> | null): Theme {
  const { images, ...settings } = row?.userInterface ?? {};
  const userInterface = { ...DEFAULT_USER_INTERFACE, ...settings };
  if (row && images?.logo) userInterface.logoUrl = themeImageUrl(row.id, images.logo);
  if (row && images?.splash_image) userInterface.splashImageUrl = themeImageUrl(row.id, images.splash_image);
  return { palette: { ...DEFAULT_PALETTE, ...(row?.palette ?? {}) }, userInterface };
}

/** The themes this actor may set (`/theme`): a maintainer's are all hosts', an administrator's their organisation's. */
export async function listManagedThemes(db: Db, actor: Actor): Promise<ThemeRow[]> {
  return createThemesRepository(db).list(actor.userType === 'maintainer' ? null : actor.organizationId);
}

/** PATCH managed_theme/{id}: palette and shown name; logo and splash image stay as they are. */
export async function updateManagedTheme(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof themeUpdateSchema>,
): Promise<ThemeRow> {
  const repo = createThemesRepository(db);
  const row = await repo.findById(id);
  if (!row || !themePolicy.manageTheme(actor, row)) throw themeErrors.notFound();
  return repo.update(id, {
    palette: input.palette,
    userInterface: { ...row.userInterface, organizationName: input.userInterface.organizationName },
  });
}

/** The theme this actor may set, or 404: another organisation's theme is not confirmed to exist. */
async function managedThemeOf(db: Db, actor: Actor, id: string, lock = false): Promise<ThemeRow> {
  const repo = createThemesRepository(db);
  const row = await (lock ? repo.lock(id) : repo.findById(id));
  if (!row || !themePolicy.manageTheme(actor, row)) throw themeErrors.notFound();
  return row;
}

/** Checks the bytes of a theme image: size, what they really are (not what the name says), and sane sides. */
async function checkedImage(kind: ThemeImageKind, content: string): Promise<{ bytes: Buffer; contentType: string }> {
  // Base64 of the largest image allowed, with a little room for padding.
  if (content.length > Math.ceil(THEME_IMAGE_RULE.maxBytes / 3) * 4) throw themeErrors.imageTooLarge(kind);
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > THEME_IMAGE_RULE.maxBytes) throw themeErrors.imageTooLarge(kind);
  const sniffed = await sniffContentType(bytes);
  const contentType = THEME_IMAGE_RULE.contentTypes.find((type) => type === sniffed);
  if (!contentType) throw themeErrors.imageType(kind);
  const size = imageSize(bytes);
  if (!size || size.width < 1 || size.height < 1 || size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) {
    throw themeErrors.brokenImage(kind);
  }
  return { bytes, contentType };
}

/** The theme's image of this kind replaced by `image` (or removed); the old bytes go after commit. */
async function swapImage(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  input: { themeId: string; kind: ThemeImageKind; image: StoredThemeImage | null },
): Promise<ThemeRow> {
  const { row, old } = await database.db.transaction(async (tx) => {
    const current = await managedThemeOf(tx, actor, input.themeId, true);
    const images = { ...current.userInterface.images };
    const previous = images[input.kind] ?? null;
    if (input.image) images[input.kind] = input.image;
    else delete images[input.kind];
    const updated = await createThemesRepository(tx).update(current.id, {
      palette: current.palette,
      userInterface: { ...current.userInterface, images },
    });
    return { row: updated, old: previous };
  });
  if (old) await storage.delete(storageKeyFor(row.id, old.id));
  return row;
}

/** PUT managed_theme/{id}/images/{kind}: a checked PNG, JPEG or WebP in the file storage, in place of the old one. */
export async function setThemeImage(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  input: { themeId: string; kind: ThemeImageKind; attributes: z.output<typeof themeImageSchema> },
): Promise<ThemeRow> {
  // Checked for access before the bytes are looked at: a stranger learns nothing from a 422.
  await managedThemeOf(database.db, actor, input.themeId);
  const { bytes, contentType } = await checkedImage(input.kind, input.attributes.content);
  const image: StoredThemeImage = { id: randomUUID(), contentType, byteSize: bytes.length };
  const key = storageKeyFor(input.themeId, image.id);
  await storage.put(key, bytes);
  try {
    return await swapImage(database, storage, actor, { themeId: input.themeId, kind: input.kind, image });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** DELETE managed_theme/{id}/images/{kind}: the host shows Koers' own mark again. */
export function removeThemeImage(
  database: Database,
  storage: FileStorage,
  actor: Actor,
  input: { themeId: string; kind: ThemeImageKind },
): Promise<ThemeRow> {
  return swapImage(database, storage, actor, { ...input, image: null });
}

/** GET theme_images/{theme}/{image}, public: only an image the theme shows now. */
export async function openThemeImage(db: Db, storage: FileStorage, themeId: string, imageId: string) {
  const row = await createThemesRepository(db).findById(themeId);
  const image = Object.values(row?.userInterface.images ?? {}).find((candidate) => candidate?.id === imageId);
  const content = image ? await storage.get(storageKeyFor(themeId, image.id)) : null;
  if (!image || !content) throw notFound('Deze afbeelding bestaat niet.');
  return { image, ...content };
}

/** The theme of a host, filled up with the defaults of SPEC §9; unknown hosts get the default theme. */
export async function findThemeForHost(db: Db, host: string): Promise<Theme> {
  return filledTheme(await createThemesRepository(db).findByHost(host));
}

/** The main colour of an organisation's theme (its first host's), for its mail; else the default. */
export async function organizationColour(db: Db, organizationId: string | null): Promise<string> {
  const row = organizationId ? await createThemesRepository(db).findForOrganization(organizationId) : null;
  return row?.palette.primary ?? DEFAULT_PALETTE.primary;
}

/** Whether a host already has a theme (a host shows one organisation's look). */
export async function hostTaken(db: Db, host: string): Promise<boolean> {
  return (await createThemesRepository(db).findByHost(host)) !== null;
}

/** Inside the caller's transaction: the look of an organisation on its host. */
export async function createOrganizationTheme(
  tx: Db,
  input: { organizationId: string; host: string; primaryColour: string; organizationName: string },
): Promise<void> {
  await createThemesRepository(tx).insert({
    organizationId: input.organizationId,
    host: input.host,
    palette: { primary: input.primaryColour },
    userInterface: { organizationName: input.organizationName },
  });
}
