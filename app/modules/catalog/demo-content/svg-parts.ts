// Building blocks of the demo illustrations: a 1200×900 scene (sky, sea, ground). Flat shapes on purpose: they stay
// sharp at every width and compress to a few KB in WebP. No text: cards and sheets print the title and badges beside
// the picture, and a drawn label would repeat them or hide under them.

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 900;

export const COLORS = {
  ink: "#1f2a37",
  steel: "#5b6b7f",
  timber: "#c98a4b",
  timberDark: "#9a6232",
  leaf: "#2f8f4e",
  leafLight: "#6cc07a",
  panel: "#1e3a5f",
  panelLine: "#7fa6d6",
  yellow: "#f2b705",
  orange: "#e8742a",
  sand: "#f1ddb0",
  sea: "#2a8fbf",
  white: "#ffffff",
};

export type SceneOptions = {
  /** Horizon height in px from the top; the lower part is ground. */
  horizon?: number;
  sky?: [string, string];
  ground?: string;
  hasSea?: boolean;
  body: string;
};

export function scene(options: SceneOptions): string {
  const horizon = options.horizon ?? 600;
  const [skyTop, skyBottom] = options.sky ?? ["#bfe4f6", "#eef8fc"];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#sky)"/>
${options.hasSea ? `<rect y="${horizon - 60}" width="${SCENE_WIDTH}" height="60" fill="${COLORS.sea}"/>` : ""}
<rect y="${horizon}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - horizon}" fill="${options.ground ?? "#9ccf7c"}"/>
${options.body}
</svg>`;
}

export function sun(x: number, y: number, radius = 60): string {
  const rays = Array.from({ length: 12 }, (_, index) => {
    const angle = (index * Math.PI) / 6;
    const [x1, y1] = [x + Math.cos(angle) * (radius + 14), y + Math.sin(angle) * (radius + 14)];
    const [x2, y2] = [x + Math.cos(angle) * (radius + 40), y + Math.sin(angle) * (radius + 40)];
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`;
  }).join("");
  return `<g stroke="${COLORS.yellow}" stroke-width="8" stroke-linecap="round">${rays}</g><circle cx="${x}" cy="${y}" r="${radius}" fill="${COLORS.yellow}"/>`;
}

export function palm(x: number, groundY: number, height = 260): string {
  const top = groundY - height;
  const fronds = [-150, -110, -70, -30, 10, 50]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const [endX, endY] = [x + 20 + Math.cos(radians) * 130, top + Math.sin(radians) * 70 + 50];
      return `<path d="M${x + 20} ${top} Q ${(x + 20 + endX) / 2} ${top - 40} ${endX.toFixed(1)} ${endY.toFixed(1)}" stroke="${COLORS.leaf}" stroke-width="22" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
  return `<path d="M${x} ${groundY} Q ${x - 10} ${top + height / 2} ${x + 20} ${top}" stroke="#8a6a43" stroke-width="22" fill="none" stroke-linecap="round"/>${fronds}`;
}

export function cloud(x: number, y: number, scale = 1): string {
  return `<g fill="${COLORS.white}" transform="translate(${x} ${y}) scale(${scale})"><ellipse cx="0" cy="0" rx="70" ry="34"/><ellipse cx="55" cy="-18" rx="55" ry="40"/><ellipse cx="110" cy="4" rx="60" ry="30"/></g>`;
}

export function solarPanel(x: number, y: number, width: number, height: number, skew = 0): string {
  const columns = 4;
  const rows = 3;
  const grid: string[] = [];
  for (let column = 1; column < columns; column++) {
    const offset = (width / columns) * column;
    grid.push(`<line x1="${x + offset}" y1="${y}" x2="${x + offset + skew}" y2="${y + height}"/>`);
  }
  for (let row = 1; row < rows; row++) {
    const offset = (height / rows) * row;
    const shift = (skew * row) / rows;
    grid.push(`<line x1="${x + shift}" y1="${y + offset}" x2="${x + width + shift}" y2="${y + offset}"/>`);
  }
  return `<polygon points="${x},${y} ${x + width},${y} ${x + width + skew},${y + height} ${x + skew},${y + height}" fill="${COLORS.panel}" stroke="#0f2440" stroke-width="4"/>
<g stroke="${COLORS.panelLine}" stroke-width="2">${grid.join("")}</g>`;
}

/** A climbing vanilla vine: a wavy stem with leaves and a few green pods. */
export function vanillaVine(x: number, bottom: number, height: number): string {
  const points: string[] = [];
  const leaves: string[] = [];
  const steps = 6;
  for (let step = 0; step <= steps; step++) {
    const y = bottom - (height / steps) * step;
    const dx = step % 2 === 0 ? -14 : 14;
    points.push(`${x + dx},${y.toFixed(1)}`);
    if (step > 0 && step < steps) {
      const side = step % 2 === 0 ? -1 : 1;
      leaves.push(
        `<ellipse cx="${x + dx + side * 26}" cy="${y.toFixed(1)}" rx="24" ry="11" fill="${COLORS.leafLight}" transform="rotate(${side * 25} ${x + dx + side * 26} ${y.toFixed(1)})"/>`,
      );
    }
  }
  const pods = `<g stroke="#4b6b2a" stroke-width="6" stroke-linecap="round"><line x1="${x + 8}" y1="${bottom - height * 0.45}" x2="${x + 14}" y2="${bottom - height * 0.3}"/><line x1="${x - 6}" y1="${bottom - height * 0.46}" x2="${x - 10}" y2="${bottom - height * 0.32}"/></g>`;
  return `<polyline points="${points.join(" ")}" fill="none" stroke="${COLORS.leaf}" stroke-width="7" stroke-linejoin="round"/>${leaves.join("")}${pods}`;
}
