// The node families of the matrix cases and their parameter variants. Each variant is one copy of
// the node in the case's workflow; `label` names it there.
import { summarize } from './summarize.mjs';
import { aggregate } from './aggregate.mjs';
import { sort, splitOut, renameKeys, limit } from './list-nodes.mjs';
import { removeDuplicates, crypto } from './dedupe-crypto.mjs';
import { dateTime } from './date-time.mjs';
import { merge } from './merge.mjs';
import { compareDatasets } from './compare-datasets.mjs';
import { markdown } from './markdown.mjs';
import { xml } from './xml.mjs';
import { itemLists } from './item-lists.mjs';
import { legacyIf, legacyFilter, legacySwitch } from './legacy-conditions.mjs';
import { set } from './set.mjs';
import { switchV3 } from './switch.mjs';
import { httpRequest } from './http-request.mjs';

export const families = [
  summarize,
  aggregate,
  sort,
  splitOut,
  renameKeys,
  limit,
  removeDuplicates,
  crypto,
  dateTime,
  legacyIf,
  legacyFilter,
  legacySwitch,
  merge,
  compareDatasets,
  markdown,
  xml,
  itemLists,
  set,
  switchV3,
  httpRequest,
];
