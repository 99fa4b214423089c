import type { Db } from '@koers/server-core/db/database';
import { createUsersRepository, type UserRow } from './users.repository';

export { normalizeEmail, type UserRow } from './users.repository';

/**
 * A person (login, name, password hash, second factor) as other modules reach them. Writes take
 * the caller's transaction as `db`.
 */
export function findUser(db: Db, id: string): Promise<UserRow | null> {
  return createUsersRepository(db).findById(id);
}

/** The person with this login address (compared normalised), if any. */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  return createUsersRepository(db).findByEmail(email);
}

export function createUser(db: Db, values: { email: string; name: string; passwordHash: string | null }) {
  return createUsersRepository(db).insert(values);
}

export function updateUser(db: Db, id: string, values: Partial<Omit<UserRow, 'id' | 'createdAt'>>): Promise<void> {
  return createUsersRepository(db).update(id, values);
}

/** Inside the caller's transaction: holds the person's row until commit (limits counted per person). */
export function lockUser(tx: Db, id: string): Promise<void> {
  return createUsersRepository(tx).lock(id);
}
