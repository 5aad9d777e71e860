/** Expression editing of the NDV. */
export { InlineExpressionEditor, type InlineExpressionEditorProps } from './InlineExpressionEditor';
export { ExpressionModal, type ExpressionModalProps } from './ExpressionModal';
export { parseSegments, highlightSegments, PARSE_FAILURE_MESSAGE, type HighlightedSegment, type SegmentState } from './segments';
export { evaluateForDisplay, buildEditorContext } from './evaluation';
export { EXPRESSION_DEBOUNCE_MS, INPUT_CHANGE_DEBOUNCE_MS } from './debounce';
