// Resource groups as real nodes hold them (aptos-core `#[resource_group]`): the members at one address
// are stored together as ONE value under the group's tag, a `BTreeMap<StructTag, vector<u8>>` (the same
// shape as the resources list as BCS), and served one by one as resources of their own. The members
// are declared in the framework sources (`#[resource_group_member(group = aptos_framework::object::ObjectGroup)]`);
// the ones the demo chain stores are listed here, the one home of that rule.
import { decodeResourceListBcs, encodeResourceListBcs, type ListedResourceBytes } from '../api/resource-list-bcs';
import { parseStructTag } from './type-tag';

export const OBJECT_GROUP = '0x1::object::ObjectGroup';

/** Members of `0x1::object::ObjectGroup` (object.move, fungible_asset.move), by normalised tag. */
const OBJECT_GROUP_MEMBERS: ReadonlySet<string> = new Set([
  '0x1::object::ObjectCore',
  '0x1::fungible_asset::Metadata',
  '0x1::fungible_asset::Supply',
  '0x1::fungible_asset::FungibleStore',
]);

/** The group a resource type is stored in (its normalised tag), or null for a resource stored alone. */
export function resourceGroupOf(normalizedTag: string): string | null {
  return OBJECT_GROUP_MEMBERS.has(normalizedTag) ? OBJECT_GROUP : null;
}

/** Whether a tag names a group itself: a group is never served as a resource. */
export function isResourceGroup(normalizedTag: string): boolean {
  return normalizedTag === OBJECT_GROUP;
}

/** The stored value of a group: its members' BCS by tag, in the map's order. */
export function encodeResourceGroup(members: readonly { type: string; bytes: Uint8Array }[]): Uint8Array {
  return encodeResourceListBcs(members.map((member) => ({ tag: parseStructTag(member.type), bytes: member.bytes })));
}

/** A group's members (normalised tags, views into the stored bytes). */
export function decodeResourceGroup(bytes: Uint8Array): ListedResourceBytes[] {
  return decodeResourceListBcs(bytes);
}
