/** Types of the fake Graph's OneDrive routes (`onedrive-routes.mjs`). */
import type { GraphFake } from './graph-fake.mjs';

export interface FakeDriveItem { id: string; name: string; content?: Buffer; parentReference: { id: string; path: string }; fileSystemInfo: { createdDateTime: string; lastModifiedDateTime: string }; [key: string]: any }
export interface FakeDrive {
  items: Map<string, FakeDriveItem>;
  add(name: string, options?: { id?: string; parentId?: string; content?: string | Buffer; folder?: boolean; mimeType?: string; created?: string; modified?: string }): FakeDriveItem;
  touch(item: FakeDriveItem, modified?: string): void;
}
export function installOneDrive(fake: GraphFake): FakeDrive;
