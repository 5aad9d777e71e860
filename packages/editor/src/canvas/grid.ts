/** Grid the nodes snap to, in canvas units. */
export const GRID = 20;
/** Below this zoom the canvas draws nodes without their details. */
export const FAR_ZOOM = 0.45;
