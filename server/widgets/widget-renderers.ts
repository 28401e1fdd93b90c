import type { WidgetJson } from '../../src/runtime/widgets/widget-rendering-schema.js';
import { sameSitePath } from '../../src/runtime/links/link-rules.js';
import { escapeHtml } from '../html-escape.js';
import { badRequest } from '../http-errors.js';

function stringField(value: Record<string, unknown>, key: string, max = 500): string {
  const field = value[key];
  if (field === undefined || field === null) return '';
  if (typeof field !== 'string') throw badRequest(`Invalid widgetJSON: value.${key} must be a string.`);
  if (field.length > max) throw badRequest(`Invalid widgetJSON: value.${key} must be at most ${max} characters.`);
  return field;
}

function safeHttpUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

type WidgetRenderer = (widget: WidgetJson) => string;

/** Social feed blocks: a list of the posts in the block data, linking out. */
function renderSocialFeed(widget: WidgetJson): string {
  const username = stringField(widget.value, 'username', 100);
  const posts = Array.isArray(widget.value.posts) ? widget.value.posts.slice(0, 50) : [];
  const items = posts
    .map((post) => {
      if (!post || typeof post !== 'object') return '';
      const record = post as Record<string, unknown>;
      const text = typeof record.text === 'string' ? record.text.slice(0, 2000) : '';
      const url = typeof record.url === 'string' ? safeHttpUrl(record.url) : null;
      const body = escapeHtml(text);
      return `<li class="ss-social-feed-post">${url ? `<a href="${escapeHtml(url)}" rel="noopener" target="_blank">${body}</a>` : body}</li>`;
    })
    .join('');
  const heading = username ? `<p class="ss-social-feed-user">@${escapeHtml(username)}</p>` : '';
  return `<div class="ss-social-feed" data-widget-id="${escapeHtml(widget.id)}">${heading}${
    items ? `<ul class="ss-social-feed-posts">${items}</ul>` : '<p class="ss-social-feed-empty">No posts yet.</p>'
  }</div>`;
}

/** Follow widget (spec 02 §3): a social follow button with a username. */
function renderFollow(widget: WidgetJson): string {
  const username = stringField(widget.value, 'username', 100);
  if (!username) throw badRequest('Invalid widgetJSON: value.username is required for a follow widget.');
  const profile = safeHttpUrl(stringField(widget.value, 'profileUrl', 2000));
  const label = `Follow @${escapeHtml(username)}`;
  return profile
    ? `<a class="ss-follow-button" href="${escapeHtml(profile)}" rel="noopener" target="_blank">${label}</a>`
    : `<span class="ss-follow-button">${label}</span>`;
}

/** Summary blocks: the listed items; on event collections the collection id is echoed for styling. */
function renderSummary(widget: WidgetJson): string {
  const items = Array.isArray(widget.value.items) ? widget.value.items.slice(0, 100) : [];
  const entries = items
    .map((item) => {
      if (!item || typeof item !== 'object') return '';
      const record = item as Record<string, unknown>;
      const title = typeof record.title === 'string' ? escapeHtml(record.title.slice(0, 500)) : '';
      // Only paths on this site: `//evil.example` and `/\\evil.example` lead elsewhere.
      const url = typeof record.url === 'string' ? sameSitePath(record.url) : null;
      return `<li class="ss-summary-item">${url ? `<a href="${escapeHtml(url)}">${title}</a>` : title}</li>`;
    })
    .join('');
  const collection = widget.collectionId ? ` data-collection-id="${escapeHtml(widget.collectionId)}"` : '';
  return `<div class="ss-summary"${collection}>${entries ? `<ul>${entries}</ul>` : '<p class="ss-summary-empty">Nothing to show yet.</p>'}</div>`;
}

const RENDERERS: Record<string, WidgetRenderer> = {
  'social-feed': renderSocialFeed,
  follow: renderFollow,
  summary: renderSummary,
};

export const WIDGET_TYPES = Object.keys(RENDERERS);

/** Renders a widget's HTML; every text from the block data is escaped. */
export function renderWidget(widget: WidgetJson): string {
  const renderer = RENDERERS[widget.type];
  if (!renderer) throw badRequest(`Invalid widgetJSON: unknown widget type "${widget.type}" (known: ${WIDGET_TYPES.join(', ')}).`);
  return renderer(widget);
}
