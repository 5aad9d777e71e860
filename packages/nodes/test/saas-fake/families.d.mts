import type { IncomingMessage, ServerResponse } from 'node:http';
export interface Family {
  hosts: string[];
  env: string[];
  folders: string[];
  create(seed: Record<string, any>): { handle(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> };
}
export function loadFamilies(): Promise<Record<string, Family>>;
export function familyOfFolder(folder: string): Promise<{ name: string; family: Family } | undefined>;
