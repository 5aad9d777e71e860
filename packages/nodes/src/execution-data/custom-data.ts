/** The custom data rules live in `@weft/workflow` (the engine applies them to `$execution.customData`). */
export { CUSTOM_DATA_KEY_LIMIT, setAllCustomData, setCustomData } from '@weft/workflow';
