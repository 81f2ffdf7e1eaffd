/** What every refusal ends with: a refused or rolled-back restore leaves the target as it was. */
export const NOTHING_CHANGED = 'Nothing was changed.';

/** A restore that was refused before anything was changed (a clear sentence for the owner). */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/**
 * The archive turned out damaged or cut short while it was loaded (it changed after the check that
 * precedes the load, which refuses such an archive): the restore was rolled back and the target
 * left as it was (a clear sentence for the owner).
 */
export class ArchiveDamagedError extends Error {
  override name = 'ArchiveDamagedError';
}

/** The restore was interrupted (Ctrl+C) and rolled back; the target was left as it was. */
export class RestoreInterruptedError extends Error {
  override name = 'RestoreInterruptedError';
}
