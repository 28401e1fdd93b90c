/**
 * Linked galleries (spec 03 §4): a main slideshow and a thumbnail strip declared as two
 * elements with the same `link` name keep their indexes in sync, and neither changes while
 * the other is in motion. Framework-free: each gallery subscribes with a callback.
 */

export interface GalleryLinkMember {
  /** Called with the new index when another member of the group moved. */
  onIndex(index: number): void;
}

interface LinkGroup {
  members: Set<GalleryLinkMember>;
  /** Until when (monotonic clock time, `clock.elapsed()`) some member is in motion. */
  motionUntil: number;
}

const groups = new Map<string, LinkGroup>();

function groupOf(name: string): LinkGroup {
  let group = groups.get(name);
  if (!group) groups.set(name, (group = { members: new Set(), motionUntil: 0 }));
  return group;
}

export interface GalleryLink {
  /** True while another member (or this one) of the group is in motion. */
  isGroupInMotion(now: number): boolean;
  /** Announces this member's move to `index`, in motion until `motionUntil`. */
  publish(index: number, motionUntil: number): void;
  leave(): void;
}

/** Joins the named group; an empty name links nothing. */
export function joinGalleryLink(name: string, member: GalleryLinkMember): GalleryLink {
  const key = name.trim();
  if (!key) return { isGroupInMotion: () => false, publish: () => undefined, leave: () => undefined };
  const group = groupOf(key);
  group.members.add(member);
  return {
    isGroupInMotion: (now) => now < group.motionUntil,
    publish(index, motionUntil) {
      group.motionUntil = Math.max(group.motionUntil, motionUntil);
      for (const other of [...group.members]) if (other !== member) other.onIndex(index);
    },
    leave() {
      group.members.delete(member);
      if (group.members.size === 0) groups.delete(key);
    },
  };
}
