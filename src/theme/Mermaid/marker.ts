/** A diagram's place in the server's HTML (theme/Mermaid), where a static article finds it. */
export const DIAGRAM_SLOT = '[data-lazy-diagram]';
