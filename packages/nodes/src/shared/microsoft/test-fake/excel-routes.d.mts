/** Types of the fake Graph's Excel routes (`excel-routes.mjs`). */
import type { GraphFake } from './graph-fake.mjs';

type Cell = string | number | boolean;
export interface FakeTable { id: string; name: string; columns: string[]; rows: Cell[][]; address: string }
export interface FakeSheet { id: string; name: string; grid: Cell[][]; tables: Map<string, FakeTable> }
export interface FakeWorkbook { id: string; name: string; webUrl: string; sheets: Map<string, FakeSheet>; locked?: boolean }
export interface FakeExcel {
  workbooks: Map<string, FakeWorkbook>;
  sessions: Set<string>;
  addWorkbook(name: string, sheets?: Record<string, Cell[][]>, options?: { id?: string }): FakeWorkbook;
  addSheet(wb: FakeWorkbook, name: string, grid?: Cell[][], id?: string): FakeSheet;
  addTable(sheet: FakeSheet, name: string, columns: string[], rows?: Cell[][], id?: string): FakeTable;
}
export function installExcel(fake: GraphFake): FakeExcel;
