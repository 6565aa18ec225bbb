// The subjects of the demo pictures, drawn on a 1200×900 scene whose ground starts at y = 600.
import { cloud, COLORS, palm, solarPanel, sun, vanillaVine } from "./svg-parts.ts";

const { ink, steel, timber, timberDark, yellow, white } = COLORS;

/** Timber frame of a gable house on piles: the structure kit as delivered. */
export function houseFrame(): string {
  const studs = [270, 370, 470, 560, 640, 730, 830, 930]
    .map((x) => `<rect x="${x - 9}" y="360" width="18" height="190" fill="${timber}"/>`)
    .join("");
  const back = `<g stroke="#d9b48a" stroke-width="14" fill="none" stroke-linecap="round"><polyline points="330,330 660,170 990,330"/><line x1="990" y1="330" x2="990" y2="520"/></g>`;
  const links = `<g stroke="${timberDark}" stroke-width="10"><line x1="250" y1="360" x2="330" y2="330"/><line x1="600" y1="200" x2="660" y2="170"/><line x1="950" y1="360" x2="990" y2="330"/></g>`;
  const front = `<g stroke="${timberDark}" stroke-width="16" fill="none" stroke-linecap="round"><polyline points="240,372 600,200 960,372"/><line x1="250" y1="360" x2="950" y2="360"/><line x1="600" y1="205" x2="600" y2="360"/><line x1="420" y1="290" x2="420" y2="360"/><line x1="780" y1="290" x2="780" y2="360"/></g>`;
  const piles = [270, 450, 600, 750, 930]
    .map((x) => `<rect x="${x - 12}" y="570" width="24" height="45" fill="${steel}"/>`)
    .join("");
  return `${sun(1040, 150, 50)}${cloud(330, 150, 1)}${back}${links}${studs}${front}
<rect x="230" y="548" width="740" height="26" fill="${timberDark}"/>${piles}
<rect x="1000" y="560" width="120" height="40" fill="#b0b7c3"/><rect x="1010" y="530" width="100" height="30" fill="#cfd5dd"/>`;
}

/** Floor plan of the 70 m² model (10 m × 7 m). */
export function floorPlan(): string {
  const wall = `stroke="${ink}" stroke-width="10"`;
  return `<rect x="0" y="0" width="1200" height="900" fill="#e8f1fb"/>
<g stroke="#c9dcf0" stroke-width="2">${Array.from({ length: 24 }, (_, i) => `<line x1="${i * 50}" y1="0" x2="${i * 50}" y2="900"/>`).join("")}${Array.from({ length: 18 }, (_, i) => `<line x1="0" y1="${i * 50}" x2="1200" y2="${i * 50}"/>`).join("")}</g>
<rect x="200" y="110" width="800" height="560" fill="${white}" ${wall}/>
<line x1="640" y1="110" x2="640" y2="670" ${wall}/><line x1="640" y1="380" x2="1000" y2="380" ${wall}/>
<line x1="200" y1="480" x2="460" y2="480" ${wall}/><line x1="460" y1="480" x2="460" y2="670" ${wall}/>
<g fill="${COLORS.sea}" opacity="0.6"><rect x="300" y="104" width="160" height="12"/><rect x="760" y="104" width="140" height="12"/><rect x="760" y="664" width="140" height="12"/></g>
${bed(700, 160)}${bed(700, 430)}
<rect x="300" y="230" width="200" height="110" rx="10" fill="${COLORS.sand}" stroke="${ink}" stroke-width="4"/>${[330, 400, 470].map((x) => `<circle cx="${x}" cy="210" r="16" fill="${timber}"/><circle cx="${x}" cy="360" r="16" fill="${timber}"/>`).join("")}
<rect x="220" y="130" width="60" height="260" fill="#dfe6ee" stroke="${ink}" stroke-width="4"/>
<rect x="230" y="510" width="110" height="110" fill="#cfe6f3" stroke="${ink}" stroke-width="4"/><circle cx="400" cy="600" r="28" fill="${white}" stroke="${ink}" stroke-width="4"/>
<g stroke="${steel}" stroke-width="3"><line x1="200" y1="80" x2="1000" y2="80"/><line x1="1040" y1="110" x2="1040" y2="670"/>${[200, 1000].map((x) => `<line x1="${x}" y1="66" x2="${x}" y2="94"/>`).join("")}${[110, 670].map((y) => `<line x1="1026" y1="${y}" x2="1054" y2="${y}"/>`).join("")}</g>`;
}

/** A double bed seen from above, its head against the wall at `x`. */
function bed(x: number, y: number): string {
  return `<rect x="${x}" y="${y}" width="260" height="180" rx="8" fill="#e7ecf3" stroke="${COLORS.ink}" stroke-width="4"/><rect x="${x + 10}" y="${y + 15}" width="50" height="150" rx="8" fill="${COLORS.white}" stroke="${COLORS.steel}" stroke-width="3"/><rect x="${x + 80}" y="${y + 10}" width="170" height="160" fill="${COLORS.panelLine}" opacity="0.5"/>`;
}

/** A container ship sailing from Hong Kong to Papeete. */
export function containerShip(): string {
  const palette = ["#d6453d", "#2f6db5", "#e8742a", "#3c9a5f", "#8a5cc2", "#d6453d", "#2f6db5"];
  const boxes = palette
    .flatMap((color, column) =>
      [0, 1, 2].map(
        (row) =>
          `<rect x="${300 + column * 82}" y="${380 - row * 52}" width="78" height="48" fill="${color}" stroke="${white}" stroke-width="3"/>`,
      ),
    )
    .join("");
  return `${sun(1050, 140, 45)}${cloud(200, 140, 0.9)}${cloud(700, 110, 0.7)}
${boxes}<rect x="900" y="300" width="90" height="130" fill="${white}" stroke="${steel}" stroke-width="4"/><rect x="915" y="315" width="60" height="26" fill="${COLORS.panelLine}"/>
<polygon points="180,430 1060,430 1000,540 240,540" fill="#27384f"/><rect x="240" y="470" width="760" height="14" fill="#d6453d"/>
<path d="M0 560 Q 150 540 300 560 T 600 560 T 900 560 T 1200 560 V 600 H 0 Z" fill="#5bb6de"/>`;
}

/** The finished tiny house with its deck, under the palms. */
export function finishedHouse(): string {
  return `${sun(1050, 130, 48)}${cloud(140, 130, 0.9)}
<rect x="300" y="360" width="560" height="200" fill="#f6f1e7" stroke="${timberDark}" stroke-width="6"/>
<polygon points="270,370 580,220 890,370" fill="#4c6a80"/><g stroke="#3a5366" stroke-width="4">${Array.from({ length: 11 }, (_, i) => `<line x1="${300 + i * 54}" y1="${356 - Math.abs(5 - i) * 2}" x2="${580}" y2="226"/>`).join("")}</g>
<rect x="360" y="410" width="110" height="80" fill="${COLORS.panelLine}" stroke="${white}" stroke-width="6"/><rect x="690" y="410" width="110" height="80" fill="${COLORS.panelLine}" stroke="${white}" stroke-width="6"/>
<rect x="535" y="420" width="80" height="140" fill="${timberDark}"/>
<rect x="260" y="556" width="700" height="22" fill="${timber}"/><g stroke="${timberDark}" stroke-width="6">${[280, 400, 520, 640, 760, 880, 940].map((x) => `<line x1="${x}" y1="500" x2="${x}" y2="556"/>`).join("")}<line x1="860" y1="500" x2="960" y2="500"/></g>
${palm(150, 600, 300)}${palm(1060, 600, 250)}`;
}

/** Photovoltaic greenhouse: panels on the south slope, vanilla vines under the translucent north slope. */
export function pvGreenhouse(): string {
  // Laid along the south slope, from the eave (200, 460) to the ridge (600, 200): 477 px at -33°.
  const panels = `<g transform="translate(200 460) rotate(-33)">${[0, 1, 2, 3]
    .map((i) => solarPanel(8 + i * 116, -60, 110, 56, 0))
    .join("")}</g>`;
  const vines = [320, 432, 544, 656, 768, 880].map((x) => vanillaVine(x, 585, 170)).join("");
  return `${sun(1060, 120, 50)}${cloud(340, 110, 0.8)}
<polygon points="200,460 600,200 1000,460 1000,590 200,590" fill="${white}" fill-opacity="0.45" stroke="${steel}" stroke-width="8"/>
${vines}${panels}
<g stroke="${steel}" stroke-width="6"><line x1="600" y1="200" x2="600" y2="590"/><line x1="400" y1="330" x2="400" y2="590"/><line x1="800" y1="330" x2="800" y2="590"/></g>
<rect x="180" y="585" width="840" height="16" fill="#7d6a55"/>`;
}

/** Inside the shade house: vanilla on tutors, shade cloth overhead. */
export function vanillaInterior(): string {
  const tutors = [200, 380, 560, 740, 920]
    .map((x) => `<rect x="${x - 8}" y="250" width="16" height="350" fill="${timberDark}"/>${vanillaVine(x, 600, 330)}`)
    .join("");
  return `<rect x="0" y="0" width="1200" height="260" fill="#d9ead7"/>
<g stroke="#9bb59a" stroke-width="3">${Array.from({ length: 30 }, (_, i) => `<line x1="${i * 42}" y1="40" x2="${i * 42 + 60}" y2="240"/>`).join("")}</g>
<rect x="0" y="230" width="1200" height="14" fill="${steel}"/>${tutors}`;
}

/** Energy side of the greenhouse: panel rows, inverter and battery cabinet. */
export function solarSystem(): string {
  const rows = [0, 1, 2].map((i) => solarPanel(130 + i * 250, 330, 220, 150, 40)).join("");
  return `${sun(1060, 130, 55)}${rows}
<g stroke="${steel}" stroke-width="8">${[0, 1, 2].map((i) => `<line x1="${200 + i * 250}" y1="480" x2="${200 + i * 250}" y2="600"/>`).join("")}</g>
<rect x="900" y="420" width="110" height="150" rx="10" fill="#e7ebf0" stroke="${steel}" stroke-width="5"/><rect x="925" y="445" width="60" height="34" rx="4" fill="${COLORS.panel}"/><circle cx="955" cy="520" r="10" fill="${COLORS.leafLight}"/>
<rect x="1030" y="400" width="120" height="190" rx="10" fill="#3c4a5c"/><rect x="1060" y="440" width="60" height="90" rx="6" fill="${COLORS.leafLight}"/>
<path d="M860 520 H 900" stroke="${yellow}" stroke-width="8"/>`;
}

/** A yellow mini-excavator; `scale` 1 fits the 1200×900 scene with its tracks on y = 600. */
export function excavator(x = 0, y = 0, scale = 1): string {
  const wheels = [330, 400, 470, 540].map((cx) => `<circle cx="${cx}" cy="565" r="20" fill="#5d6670"/>`).join("");
  return `<g transform="translate(${x} ${y}) scale(${scale})">
<rect x="290" y="535" width="290" height="62" rx="31" fill="#2b3138"/>${wheels}
<rect x="350" y="505" width="190" height="32" fill="#3a4048"/>
<rect x="320" y="395" width="260" height="115" rx="14" fill="${yellow}"/>
<polygon points="330,395 330,250 455,250 485,395" fill="${yellow}" stroke="#c79400" stroke-width="4"/>
<polygon points="345,380 345,268 445,268 468,380" fill="${COLORS.panelLine}" opacity="0.8"/>
<polygon points="560,420 760,250 790,280 600,470" fill="${yellow}" stroke="#c79400" stroke-width="4"/>
<polygon points="760,250 905,400 880,425 745,290" fill="${yellow}" stroke="#c79400" stroke-width="4"/>
<line x1="600" y1="440" x2="760" y2="300" stroke="#9aa3ad" stroke-width="10"/>
<path d="M870 405 L 960 440 L 930 540 L 850 520 Z" fill="#5d6670"/><g fill="#3a4048">${[0, 1, 2].map((i) => `<polygon points="${852 + i * 28},520 ${866 + i * 28},520 ${858 + i * 28},545"/>`).join("")}</g>
<rect x="585" y="470" width="90" height="20" fill="#2b3138"/></g>`;
}

/** Two mini-excavators in an open 20-foot container: the group-import unit. */
export function containerLoad(): string {
  return `<rect x="120" y="230" width="960" height="380" fill="#c44536" stroke="#8e2c22" stroke-width="10"/>
<rect x="150" y="260" width="900" height="330" fill="#f3e3d3"/>
<g stroke="#8e2c22" stroke-width="6">${Array.from({ length: 15 }, (_, i) => `<line x1="${120 + i * 64}" y1="230" x2="${120 + i * 64}" y2="258"/>`).join("")}</g>
${excavator(90, 190, 0.62)}${excavator(540, 190, 0.62)}`;
}

/** Attachments offered with the machines. */
export function attachments(): string {
  return `<path d="M170 380 L 400 380 L 380 560 L 200 560 Z" fill="#5d6670"/><g fill="#3a4048">${[0, 1, 2, 3, 4].map((i) => `<polygon points="${205 + i * 36},560 ${229 + i * 36},560 ${217 + i * 36},600"/>`).join("")}</g>
<rect x="520" y="300" width="110" height="230" rx="16" fill="${yellow}" stroke="#c79400" stroke-width="5"/><rect x="555" y="530" width="40" height="60" fill="#9aa3ad"/><polygon points="555,590 595,590 575,630" fill="#9aa3ad"/>
<rect x="770" y="420" width="260" height="70" rx="12" fill="#3c4a5c"/><circle cx="830" cy="455" r="18" fill="#9aa3ad"/><circle cx="970" cy="455" r="18" fill="#9aa3ad"/>`;
}

/** Crates, toolbox and fixings: the accessories category. */
export function accessories(): string {
  const crate = (x: number, y: number, size: number) =>
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${timber}" stroke="${timberDark}" stroke-width="8"/><line x1="${x}" y1="${y}" x2="${x + size}" y2="${y + size}" stroke="${timberDark}" stroke-width="8"/>`;
  return `${crate(160, 380, 220)}${crate(390, 440, 160)}${crate(240, 240, 140)}
<rect x="650" y="460" width="300" height="130" rx="14" fill="#d6453d"/><rect x="650" y="440" width="300" height="36" rx="10" fill="#b5362f"/><path d="M740 440 V 405 H 860 V 440" stroke="#3a4048" stroke-width="12" fill="none"/>
<g stroke="${steel}" stroke-width="14" stroke-linecap="round"><line x1="1000" y1="590" x2="1100" y2="420"/><line x1="1040" y1="590" x2="1140" y2="420"/></g>
<g stroke="${steel}" stroke-width="6">${[0, 1, 2, 3, 4].map((i) => `<line x1="${1012 + i * 20}" y1="${570 - i * 34}" x2="${1052 + i * 20}" y2="${570 - i * 34}"/>`).join("")}</g>`;
}

/** An off-grid kit: panels on a pallet, a battery and an inverter. */
export function solarKit(): string {
  const stack = [0, 1, 2, 3, 4, 5]
    .map(
      (i) =>
        `<rect x="180" y="${540 - i * 22}" width="360" height="18" fill="${COLORS.panel}" stroke="${COLORS.panelLine}" stroke-width="2"/>`,
    )
    .join("");
  return `${sun(1050, 140, 50)}${solarPanel(620, 300, 300, 190, 50)}<g stroke="${steel}" stroke-width="10"><line x1="700" y1="490" x2="690" y2="600"/><line x1="900" y1="490" x2="930" y2="600"/></g>
<rect x="170" y="560" width="380" height="30" fill="${timber}"/>${stack}
<rect x="980" y="430" width="110" height="160" rx="10" fill="#3c4a5c"/><rect x="1005" y="465" width="60" height="80" rx="6" fill="${COLORS.leafLight}"/>`;
}

/** Two pallets of 36 panels, strapped, and one panel standing beside them to show its face. */
export function panelPallets(): string {
  const pallet = (x: number) => {
    const edges = Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${x}" y="${548 - i * 16}" width="300" height="14" fill="${COLORS.panel}" stroke="${COLORS.panelLine}" stroke-width="2"/>`,
    ).join("");
    const straps = [x + 60, x + 240]
      .map((sx) => `<rect x="${sx}" y="360" width="10" height="202" fill="${COLORS.orange}"/>`)
      .join("");
    return `<rect x="${x - 10}" y="562" width="320" height="20" fill="${timber}"/><g fill="${timberDark}">${[0, 1, 2].map((i) => `<rect x="${x - 10 + i * 145}" y="582" width="30" height="18"/>`).join("")}</g>${edges}<rect x="${x}" y="356" width="300" height="8" fill="#0f2440"/>${straps}`;
  };
  return `${sun(1060, 130, 48)}${cloud(520, 120, 0.8)}${pallet(120)}${pallet(470)}
<g transform="rotate(-8 960 600)">${solarPanel(860, 250, 190, 330, 0)}</g>`;
}

/** A roof covered with panels: what the kit becomes once installed. */
export function panelRoof(): string {
  const rows = [0, 1]
    .flatMap((row) =>
      [0, 1, 2, 3].map((column) => solarPanel(300 + column * 140 + row * 60, 300 + row * 90, 130, 80, 30)),
    )
    .join("");
  return `${sun(1050, 130, 50)}${cloud(150, 140, 0.9)}
<polygon points="220,470 290,280 910,280 980,470" fill="#8a5a44"/>${rows}
<rect x="260" y="470" width="680" height="130" fill="#f6f1e7" stroke="${timberDark}" stroke-width="6"/>
<rect x="320" y="500" width="100" height="70" fill="${COLORS.panelLine}" stroke="${white}" stroke-width="6"/><rect x="780" y="500" width="100" height="70" fill="${COLORS.panelLine}" stroke="${white}" stroke-width="6"/><rect x="560" y="500" width="80" height="100" fill="${timberDark}"/>
${palm(120, 600, 280)}`;
}

/** An open case of stainless fixings: screws, bolts, washers and brackets in their compartments. */
export function fixingsCase(): string {
  const cells = [0, 1, 2, 3]
    .flatMap((column) =>
      [0, 1, 2].map((row) => ({ x: 250 + column * 180, y: 330 + row * 90, kind: (column + row) % 3 })),
    )
    .map(({ x, y, kind }) => {
      const items =
        kind === 0
          ? [0, 1, 2, 3]
              .map(
                (i) =>
                  `<rect x="${x + 20 + i * 35}" y="${y + 20}" width="12" height="50" rx="3" fill="#c7ced6"/><rect x="${x + 14 + i * 35}" y="${y + 14}" width="24" height="10" rx="3" fill="#aab3bd"/>`,
              )
              .join("")
          : kind === 1
            ? [0, 1, 2, 3, 4]
                .map(
                  (i) =>
                    `<circle cx="${x + 30 + i * 28}" cy="${y + 45}" r="13" fill="none" stroke="#aab3bd" stroke-width="7"/>`,
                )
                .join("")
            : [0, 1, 2]
                .map(
                  (i) =>
                    `<path d="M${x + 20 + i * 48} ${y + 70} V ${y + 25} H ${x + 55 + i * 48}" stroke="#9aa3ad" stroke-width="10" fill="none"/>`,
                )
                .join("");
      return `<rect x="${x}" y="${y}" width="170" height="82" rx="6" fill="#e7ebf0" stroke="${steel}" stroke-width="3"/>${items}`;
    })
    .join("");
  // The lid stands open behind the case, on its hinges.
  return `<polygon points="250,305 970,305 930,130 290,130" fill="#b5362f"/><polygon points="280,290 940,290 910,150 310,150" fill="#c13e36"/>
<g fill="#3a4048">${[400, 800].map((x) => `<rect x="${x}" y="296" width="40" height="16" rx="4"/>`).join("")}</g>
<rect x="220" y="300" width="780" height="330" rx="18" fill="#d6453d"/>${cells}
<rect x="560" y="610" width="80" height="20" rx="6" fill="#3a4048"/>`;
}

/** A deck board fixed with stainless screws on a timber joist, seen close up. */
export function deckFixing(): string {
  const boards = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="80" y="${260 + i * 130}" width="1040" height="110" rx="8" fill="${timber}" stroke="${timberDark}" stroke-width="4"/>`,
    )
    .join("");
  const screws = [0, 1, 2]
    .flatMap((i) =>
      [360, 840].map(
        (x) =>
          `<circle cx="${x}" cy="${315 + i * 130}" r="16" fill="#c7ced6" stroke="#7d8791" stroke-width="4"/><path d="M${x - 8} ${315 + i * 130} H ${x + 8} M ${x} ${307 + i * 130} V ${323 + i * 130}" stroke="#7d8791" stroke-width="4"/>`,
      ),
    )
    .join("");
  return `<rect x="0" y="0" width="1200" height="900" fill="#6d8a5e"/><rect x="320" y="200" width="80" height="480" fill="${timberDark}"/><rect x="800" y="200" width="80" height="480" fill="${timberDark}"/>${boards}${screws}`;
}

/** A finished tiny house with a mono-pitch roof, glass doors on its deck, ready to live in. */
export function turnkeyHouse(): string {
  const cladding = Array.from(
    { length: 14 },
    (_, i) => `<line x1="${310 + i * 40}" y1="330" x2="${310 + i * 40}" y2="560"/>`,
  ).join("");
  return `${sun(1060, 120, 46)}${cloud(240, 120, 0.9)}
<polygon points="270,330 890,250 910,270 290,350" fill="#3c4a5c"/>
<rect x="300" y="330" width="580" height="230" fill="#d9c3a0"/><g stroke="#b89c74" stroke-width="4">${cladding}</g>
<rect x="360" y="380" width="240" height="180" fill="${COLORS.panelLine}" stroke="${white}" stroke-width="8"/><line x1="480" y1="380" x2="480" y2="560" stroke="${white}" stroke-width="6"/>
<rect x="670" y="390" width="150" height="90" fill="${COLORS.panelLine}" stroke="${white}" stroke-width="8"/>
<rect x="240" y="556" width="720" height="24" fill="${timber}"/><g stroke="${timberDark}" stroke-width="6">${[260, 940].map((x) => `<line x1="${x}" y1="500" x2="${x}" y2="556"/>`).join("")}<line x1="260" y1="500" x2="300" y2="500"/><line x1="880" y1="500" x2="940" y2="500"/></g>
<g fill="${COLORS.leaf}"><ellipse cx="1000" cy="570" rx="60" ry="36"/><ellipse cx="200" cy="575" rx="50" ry="30"/></g>
${palm(1100, 600, 300)}`;
}

/** Inside the turnkey house: kitchen, table and the sea through the glass doors. */
export function houseInterior(): string {
  return `<rect x="0" y="0" width="1200" height="900" fill="#f3ede2"/><rect x="0" y="640" width="1200" height="260" fill="#c98a4b"/>
<g stroke="#b07a43" stroke-width="3">${Array.from({ length: 12 }, (_, i) => `<line x1="${i * 110}" y1="640" x2="${i * 110 - 60}" y2="900"/>`).join("")}</g>
<rect x="640" y="180" width="440" height="460" fill="#bfe4f6" stroke="${white}" stroke-width="14"/><rect x="654" y="470" width="412" height="60" fill="${COLORS.sea}"/><line x1="860" y1="180" x2="860" y2="640" stroke="${white}" stroke-width="10"/>
<rect x="80" y="420" width="420" height="220" fill="${white}" stroke="#d5ccbd" stroke-width="4"/><rect x="80" y="400" width="420" height="24" fill="#7d6a55"/><rect x="110" y="200" width="360" height="120" fill="${white}" stroke="#d5ccbd" stroke-width="4"/>
<g stroke="#d5ccbd" stroke-width="4">${[190, 290, 390].map((x) => `<line x1="${x}" y1="440" x2="${x}" y2="630"/>`).join("")}<line x1="290" y1="200" x2="290" y2="320"/></g>
<rect x="520" y="560" width="200" height="14" fill="${timberDark}"/><g stroke="${timberDark}" stroke-width="10"><line x1="540" y1="574" x2="540" y2="700"/><line x1="700" y1="574" x2="700" y2="700"/></g>
${palm(1000, 470, 200)}`;
}
