import { LINK_FAILURE_REASONS, type FieldError, type LinkFailureReason } from '@shop/contract';
import { i18n } from '@/lib/i18n/i18n';
import { notifyError } from '@/lib/notify';
import { NO_PICTURES, type PendingPictures } from './components/pending-pictures';

const isLinkFailureReason = (reason: unknown): reason is LinkFailureReason =>
  (LINK_FAILURE_REASONS as readonly unknown[]).includes(reason);

/**
 * The links the server could not store, by address: it names each as `image_urls.N`, its place
 * among the links sent.
 */
export function failedLinksOf(
  sent: readonly string[],
  fields: readonly FieldError[] = [],
): Record<string, LinkFailureReason> {
  const failed: Record<string, LinkFailureReason> = {};
  for (const { path, reason } of fields) {
    const match = /^image_urls\.(\d+)$/.exec(path);
    const url = match ? sent[Number(match[1])] : undefined;
    if (url !== undefined && isLinkFailureReason(reason)) failed[url] = reason;
  }
  return failed;
}

/** What stays waiting after a save: the failed links, each with its reason; the rest is stored. */
export function pendingAfterFailures(failed: Record<string, LinkFailureReason>): PendingPictures {
  const links = Object.keys(failed);
  return links.length ? { files: [], links, failed } : NO_PICTURES;
}

/** Says that the item is saved but some links were not, and where to look. */
export function notifyLinkFailures(count: number) {
  notifyError(i18n.t('admin.items.pictures.linksFailedText', { count }), {
    id: 'admin-item-links-failed',
    title: i18n.t('admin.items.pictures.linksFailedTitle'),
  });
}

/** What the creation hands the edit page when some links failed: they wait there, explained. */
export interface ItemEditState {
  failedLinks?: Record<string, LinkFailureReason>;
}
