// The subjects of the demo pictures, drawn on a 1200×900 scene whose ground starts at y = 600.
import { cloud, COLORS, label, palm, solarPanel, sun, vanillaVine } from "./svg-parts.ts";

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
${label(420, 300, "Séjour / cuisine", 34)}${label(820, 250, "Chambre 1", 32)}${label(820, 530, "Chambre 2", 32)}${label(330, 585, "Salle d’eau", 30)}${label(550, 585, "Entrée", 28)}
<g stroke="${steel}" stroke-width="3"><line x1="200" y1="80" x2="1000" y2="80"/><line x1="1040" y1="110" x2="1040" y2="670"/></g>
${label(600, 68, "10,00 m", 28, steel)}<text x="1080" y="400" font-family="'DejaVu Sans', sans-serif" font-size="28" fill="${steel}" transform="rotate(90 1080 400)" text-anchor="middle">7,00 m</text>`;
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
<path d="M0 560 Q 150 540 300 560 T 600 560 T 900 560 T 1200 560 V 600 H 0 Z" fill="#5bb6de"/>
${label(600, 210, "Hong Kong  →  Papeete", 40, ink)}`;
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
<rect x="0" y="230" width="1200" height="14" fill="${steel}"/>${tutors}
${label(600, 140, "Ombrage 50 % · brumisation · vanille tahitensis", 32, ink)}`;
}

/** Energy side of the greenhouse: panel rows, inverter and battery cabinet. */
export function solarSystem(): string {
  const rows = [0, 1, 2].map((i) => solarPanel(130 + i * 250, 330, 220, 150, 40)).join("");
  return `${sun(1060, 130, 55)}${rows}
<g stroke="${steel}" stroke-width="8">${[0, 1, 2].map((i) => `<line x1="${200 + i * 250}" y1="480" x2="${200 + i * 250}" y2="600"/>`).join("")}</g>
<rect x="900" y="420" width="110" height="150" rx="10" fill="#e7ebf0" stroke="${steel}" stroke-width="5"/>${label(955, 500, "Onduleur", 22)}
<rect x="1030" y="400" width="120" height="190" rx="10" fill="#3c4a5c"/><rect x="1060" y="440" width="60" height="90" rx="6" fill="${COLORS.leafLight}"/>${label(1090, 580, "Batterie", 22, white)}
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
${excavator(90, 190, 0.62)}${excavator(540, 190, 0.62)}
${label(600, 200, "Conteneur 20 pieds = 2 mini-pelles", 36, ink)}`;
}

/** Attachments offered with the machines. */
export function attachments(): string {
  return `<path d="M170 380 L 400 380 L 380 560 L 200 560 Z" fill="#5d6670"/><g fill="#3a4048">${[0, 1, 2, 3, 4].map((i) => `<polygon points="${205 + i * 36},560 ${229 + i * 36},560 ${217 + i * 36},600"/>`).join("")}</g>
<rect x="520" y="300" width="110" height="230" rx="16" fill="${yellow}" stroke="#c79400" stroke-width="5"/><rect x="555" y="530" width="40" height="60" fill="#9aa3ad"/><polygon points="555,590 595,590 575,630" fill="#9aa3ad"/>
<rect x="770" y="420" width="260" height="70" rx="12" fill="#3c4a5c"/><circle cx="830" cy="455" r="18" fill="#9aa3ad"/><circle cx="970" cy="455" r="18" fill="#9aa3ad"/>
${label(285, 660, "Godet de curage", 30)}${label(575, 680, "Brise-roche", 30)}${label(900, 540, "Attache rapide", 30)}`;
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
<rect x="170" y="560" width="380" height="30" fill="${timber}"/>${stack}${label(360, 400, "36 panneaux / palette", 30)}
<rect x="980" y="430" width="110" height="160" rx="10" fill="#3c4a5c"/><rect x="1005" y="465" width="60" height="80" rx="6" fill="${COLORS.leafLight}"/>`;
}
