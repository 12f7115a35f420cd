/**
 * The site's illustrations, drawn in code from the primitives in draw.ts. `npm run art` writes
 * each to public/illustrations/{name}.svg; content/illustrations.yaml says where each is used
 * and gives its alt text.
 */
import {
  bars,
  blob,
  briefcase,
  bubble,
  calendar,
  checkBadge,
  circle,
  clock,
  dashed,
  desk,
  documentSheet,
  envelope,
  firmBuilding,
  folder,
  group,
  handset,
  islandWindow,
  label,
  laptop,
  magnifier,
  mapPin,
  padlock,
  palette as c,
  path,
  pen,
  person,
  type PersonLook,
  plant,
  portrait,
  rect,
  shield,
  signpost,
  stopwatch,
  stroke,
  svgDocument,
  textLines,
} from "./draw";

export interface Scene {
  width: number;
  height: number;
  body: string;
}

/** A video call on a laptop screen: the attorney at the U.S. firm. */
function callScreen(w: number, h: number): string {
  return (
    rect(0, 0, w, h, c.navy2) +
    group(
      person(w * 0.5, h * 0.2, { skin: c.skinLight, hair: c.muted, shirt: c.navy, scale: h / 110, style: "short" }),
    ) +
    rect(0, h * 0.82, w, h * 0.18, c.navy) +
    circle(w * 0.44, h * 0.91, h * 0.045, c.paper) +
    circle(w * 0.56, h * 0.91, h * 0.045, c.gold)
  );
}

const scenes: Record<string, Scene> = {
  /** Home hero: a remote professional at work with a U.S. firm. */
  "home-hero": {
    width: 560,
    height: 440,
    body:
      blob(290, 230, 250, 190, c.navy2) +
      circle(470, 90, 46, c.teal, ' fill-opacity="0.35"') +
      firmBuilding(408, 40, 110) +
      dashed("M462 150Q470 230 380 262", c.gold, 4) +
      calendar(40, 70, 96, [3, 9], true) +
      group(documentSheet(0, 0, 74, 92, c.gold), "translate(70 215) rotate(-8)") +
      person(260, 130, { skin: c.skinDeep, hair: c.hair, shirt: c.teal, scale: 1.5, style: "bun", headset: true }) +
      desk(120, 318, 330) +
      laptop(196, 222, 158, callScreen(144, 84)) +
      plant(420, 318, 1.1) +
      bubble(392, 196, 92, 40, c.gold, "EN · ES", c.navy, "left") +
      checkBadge(150, 196, 18),
  },
  /** About: the bilingual bridge between the firm and its clients. */
  about: {
    width: 480,
    height: 360,
    body:
      blob(240, 190, 220, 150, c.navy2) +
      path("M20 300Q240 150 460 300v20H20z", c.teal) +
      stroke("M40 300Q240 170 440 300", c.gold, 8) +
      [90, 150, 210, 270, 330, 390]
        .map((x) => stroke(`M${x} ${300 - Math.round(130 * (1 - ((x - 240) / 200) ** 2) * 0.5)}V300`, c.gold, 4))
        .join("") +
      person(80, 150, { skin: c.skinLight, hair: c.muted, shirt: c.navy, scale: 1.1, style: "short" }) +
      person(400, 150, { skin: c.skinDeep, hair: c.hair, shirt: c.teal, scale: 1.1, style: "curly" }) +
      bubble(108, 70, 86, 44, c.gold, "EN", c.navy, "left") +
      bubble(286, 70, 86, 44, c.paper, "FR · ES", c.navy, "right") +
      rect(20, 320, 440, 30, c.tealDark, 6),
  },
  /** Roles and pricing: a roster of specialists ready to join a firm. */
  listing: {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 160, c.navy2) +
      (
        [
          [40, 60, c.skinDeep, c.teal, "bun"],
          [180, 30, c.skinWarm, c.gold, "short"],
          [320, 60, c.skinLight, c.tealDark, "long"],
        ] as const
      )
        .map(([x, y, skin, shirt, style]) =>
          group(
            rect(0, 0, 120, 170, c.paper, 14) +
              rect(0, 0, 120, 80, c.tealSoft, 14) +
              rect(0, 60, 120, 20, c.tealSoft) +
              person(60, 14, { skin, shirt, style: style as PersonLook["style"], scale: 0.9 }) +
              rect(0, 78, 120, 92, c.paper, 0) +
              rect(22, 96, 76, 8, c.navy, 4) +
              textLines(22, 114, 76, 3, c.line, 12, 5),
            `translate(${x} ${y})`,
          ),
        )
        .join("") +
      checkBadge(418, 232, 20, c.gold) +
      rect(90, 270, 300, 48, c.paper, 24) +
      rect(110, 287, 150, 14, c.line, 7) +
      rect(300, 282, 70, 24, c.teal, 12),
  },
  /** The practice-area hub: a directory of four drawers, one for each group of areas. */
  "practice-hub": {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 225, 160, c.navy2) +
      (
        [
          [70, 50, c.teal],
          [250, 50, c.gold],
          [70, 190, c.gold],
          [250, 190, c.teal],
        ] as const
      )
        .map(
          ([x, y, accent]) =>
            rect(x, y, 160, 120, c.paper, 12) + rect(x, y, 160, 14, accent, 12) + rect(x, y + 8, 160, 6, accent),
        )
        .join("") +
      group(documentSheet(0, 0, 62, 80, c.teal) + pen(52, 46, 44), "translate(112 72) rotate(-5)") +
      portrait(330, 122, 34, { skin: c.skinWarm, hair: c.hair, shirt: c.teal, style: "long" }) +
      firmBuilding(108, 228, 84) +
      shield(330, 262, 38, c.teal) +
      magnifier(428, 300, 22),
  },
  /** Services: the work a firm hands off, from drafting to calls to deadlines, each one done. */
  services: {
    width: 480,
    height: 360,
    body:
      blob(240, 185, 225, 150, c.navy2) +
      dashed("M90 190C150 120 190 260 240 190S330 120 390 190", c.gold, 5) +
      group(documentSheet(0, 0, 96, 124, c.teal), "translate(42 128) rotate(-6)") +
      calendar(190, 126, 100, [5, 10], true) +
      group(
        rect(0, 0, 104, 124, c.paper, 14) + handset(52, 54, 30, c.teal) + rect(22, 94, 60, 8, c.line, 4),
        "translate(340 128) rotate(5)",
      ) +
      checkBadge(120, 112, 16, c.gold) +
      checkBadge(282, 112, 16, c.gold) +
      checkBadge(430, 118, 16, c.gold),
  },
  /** A service line's list: a clipboard of tasks checked off, the finished files behind it. */
  "service-list": {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 160, c.navy2) +
      group(folder(0, 0, 150, 120, c.gold), "translate(290 180) rotate(4)") +
      group(documentSheet(0, 0, 120, 150, c.navy), "translate(300 40) rotate(8)") +
      rect(100, 50, 180, 250, c.tealDark, 14) +
      rect(112, 66, 156, 222, c.paper, 8) +
      rect(160, 40, 60, 24, c.gold, 8) +
      [0, 1, 2, 3, 4]
        .map(
          (i) => checkBadge(138, 96 + i * 40, 11, i < 4 ? c.teal : c.line) + rect(158, 91 + i * 40, 88, 9, c.line, 4),
        )
        .join(""),
  },
  /** A service in detail: a document read closely, its key lines marked, with the figures it rests on. */
  "service-detail": {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 155, c.navy2) +
      group(documentSheet(0, 0, 180, 230, c.teal), "translate(70 60) rotate(-4)") +
      rect(96, 160, 120, 10, c.gold, 5, ' fill-opacity="0.85"') +
      rect(96, 212, 96, 10, c.gold, 5, ' fill-opacity="0.85"') +
      magnifier(250, 210, 44) +
      group(rect(0, 0, 150, 120, c.paper, 12) + bars(20, 20, 110, 80, [0.4, 0.65, 0.5, 0.9]), "translate(300 70)") +
      checkBadge(420, 240, 18, c.gold),
  },
  /** About us, who we are: the team on one call, each in their own office. */
  team: {
    width: 480,
    height: 360,
    body:
      blob(240, 185, 220, 150, c.navy2) +
      laptop(
        100,
        70,
        280,
        (
          [
            [66, 44, c.skinDeep, c.teal, "bun"],
            [200, 44, c.skinLight, c.navy, "short"],
            [66, 118, c.skinWarm, c.gold, "curly"],
            [200, 118, c.skinDeep, c.tealDark, "long"],
          ] as const
        )
          .map(
            ([x, y, skin, shirt, style]) =>
              rect(x - 58, y - 34, 116, 68, c.tealSoft, 8) + portrait(x, y, 28, { skin, shirt, style, hair: c.hair }),
          )
          .join(""),
      ) +
      bubble(330, 40, 110, 40, c.gold, "EN · ES · FR", c.navy, "right") +
      plant(70, 282, 1) +
      checkBadge(400, 270, 18, c.teal),
  },
  /** Practice areas: the case file moving through intake, drafting and review. */
  "case-path": {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 225, 150, c.navy2) +
      dashed("M70 250C140 250 150 150 240 150S340 250 410 250", c.gold, 5) +
      circle(70, 250, 48, c.paper) +
      circle(240, 150, 48, c.paper) +
      circle(410, 250, 48, c.paper) +
      group(folder(0, 0, 56, 44), "translate(42 226)") +
      group(pen(0, 0, 40) + documentSheet(16, -10, 40, 52, c.teal), "translate(210 124)") +
      magnifier(404, 244, 20) +
      label(70, 326, "Intake", c.paper, 16) +
      label(240, 226, "Drafting", c.paper, 16) +
      label(410, 326, "Review", c.paper, 16) +
      checkBadge(446, 206, 16, c.gold) +
      group(documentSheet(0, 0, 60, 76, c.gold), "translate(210 18) rotate(6)"),
  },
  /** Role pages: a specialist with a headset, a checklist and the firm's calendar. */
  role: {
    width: 480,
    height: 360,
    body:
      blob(240, 190, 220, 150, c.navy2) +
      calendar(330, 40, 110, [2, 7, 11]) +
      group(
        rect(0, 0, 120, 150, c.paper, 10) +
          [0, 1, 2, 3]
            .map(
              (i) => checkBadge(20, 28 + i * 32, 9, i < 3 ? c.teal : c.line) + rect(38, 24 + i * 32, 64, 8, c.line, 4),
            )
            .join(""),
        "translate(40 50) rotate(-4)",
      ) +
      person(240, 96, { skin: c.skinWarm, hair: c.hair, shirt: c.teal, scale: 1.35, style: "short", headset: true }) +
      desk(110, 268, 260) +
      laptop(180, 196, 120, textLines(12, 14, 80, 4, c.line, 12, 5)),
  },
  /** Service pages: drafting and signing documents. */
  service: {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 160, c.navy2) +
      group(documentSheet(0, 0, 170, 220, c.teal), "translate(90 70) rotate(-6)") +
      group(
        documentSheet(0, 0, 170, 220, c.gold) + stroke("M24 188q20-22 34 0t34 0", c.navy, 3),
        "translate(200 60) rotate(5)",
      ) +
      pen(330, 200, 90) +
      circle(120, 280, 34, c.tealDark) +
      stroke("M104 280l12 12l22-24", c.paper, 6) +
      rect(360, 60, 70, 22, c.gold, 11),
  },
  /** Careers: working for U.S. firms from home in the Caribbean. */
  careers: {
    width: 480,
    height: 360,
    body:
      blob(240, 190, 220, 150, c.navy2) +
      islandWindow(40, 40, 150, 130) +
      person(300, 110, { skin: c.skinDeep, hair: c.hair, shirt: c.gold, scale: 1.3, style: "long" }) +
      desk(180, 268, 260) +
      laptop(250, 196, 120, rect(12, 12, 40, 40, c.teal, 6) + textLines(60, 14, 40, 3, c.line, 12, 5)) +
      plant(215, 268, 0.9) +
      group(
        rect(0, 12, 64, 46, c.tealDark, 8) +
          rect(20, 0, 24, 16, "none", 5, ` stroke="${c.tealDark}" stroke-width="5"`) +
          rect(0, 30, 64, 5, c.navy),
        "translate(60 270)",
      ),
  },
  /** Blog: notes, articles and research. */
  blog: {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 160, c.navy2) +
      path("M90 90q75-20 150 10v210q-75-30-150-10z", c.paper) +
      path("M390 90q-75-20-150 10v210q75-30 150-10z", c.mist) +
      rect(237, 96, 6, 214, c.line) +
      textLines(110, 120, 110, 9, c.line, 16, 6) +
      rect(262, 116, 100, 56, c.tealSoft, 6) +
      textLines(262, 190, 110, 6, c.line, 16, 6) +
      magnifier(380, 92, 34) +
      rect(120, 100, 56, 10, c.teal, 5),
  },
  /** Contact: a call, a letter and a message, and the two offices on the map. */
  contact: {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 160, c.navy2) +
      group(documentSheet(0, 0, 120, 150, c.teal), "translate(86 70) rotate(-8)") +
      envelope(50, 170, 180) +
      circle(360, 96, 46, c.teal) +
      handset(356, 100, 44) +
      bubble(270, 170, 150, 56, c.paper, "", c.paper, "right") +
      textLines(286, 186, 118, 3, c.line, 12, 5) +
      rect(280, 262, 150, 56, c.tealDark, 12) +
      mapPin(318, 290, 18) +
      mapPin(392, 290, 18, c.paper),
  },
  /** Booking: the day booked with the chosen specialist. */
  booking: {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 160, c.navy2) +
      calendar(50, 90, 190, [7], true) +
      group(
        rect(0, 0, 150, 190, c.paper, 14) +
          rect(0, 0, 150, 84, c.tealSoft, 14) +
          rect(0, 64, 150, 20, c.tealSoft) +
          person(75, 12, { skin: c.skinWarm, hair: c.hair, shirt: c.teal, scale: 1, style: "bun", headset: true }) +
          rect(0, 84, 150, 106, c.paper) +
          rect(24, 104, 102, 9, c.navy, 4) +
          textLines(24, 124, 102, 2, c.line, 12, 5) +
          rect(24, 154, 102, 22, c.gold, 11),
        "translate(282 70)",
      ) +
      clock(250, 70, 30) +
      checkBadge(418, 84, 18, c.teal),
  },
  /** Application: a résumé sent in, received and checked. */
  application: {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 160, c.navy2) +
      group(
        rect(0, 0, 180, 230, c.paper, 12, ` stroke="${c.line}" stroke-width="2"`) +
          portrait(44, 48, 26, { skin: c.skinDeep, hair: c.hair, shirt: c.teal, style: "long" }) +
          rect(82, 32, 78, 10, c.navy, 5) +
          rect(82, 52, 56, 7, c.line, 3) +
          rect(20, 96, 60, 8, c.teal, 4) +
          textLines(20, 114, 140, 3, c.line, 13, 5) +
          rect(20, 160, 60, 8, c.teal, 4) +
          textLines(20, 178, 140, 3, c.line, 13, 5),
        "translate(70 60) rotate(-4)",
      ) +
      dashed("M270 120Q320 60 370 110", c.gold, 4) +
      rect(300, 200, 140, 90, c.tealDark, 14) +
      rect(320, 190, 100, 20, c.teal, 8) +
      stroke("M370 270v-50m-20 20l20-20l20 20", c.paper, 7) +
      checkBadge(410, 126, 22, c.gold),
  },
  /** A job opening: the posting, its terms and the briefcase of a new role. */
  job: {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 160, c.navy2) +
      group(
        rect(0, 0, 200, 240, c.paper, 14) +
          rect(0, 0, 200, 56, c.teal, 14) +
          rect(0, 40, 200, 16, c.teal) +
          rect(22, 20, 110, 12, c.paper, 6) +
          label(44, 96, "$", c.tealDark, 26) +
          rect(64, 80, 100, 10, c.navy, 5) +
          rect(64, 98, 70, 7, c.line, 3) +
          textLines(22, 128, 156, 4, c.line, 14, 5) +
          rect(22, 196, 80, 26, c.gold, 13),
        "translate(60 60) rotate(-3)",
      ) +
      briefcase(300, 150, 120, c.gold) +
      islandWindow(320, 36, 110, 86) +
      checkBadge(420, 250, 18, c.teal),
  },
  /** Blog post: one article, open, with its picture and a bookmark. */
  post: {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 160, c.navy2) +
      rect(110, 40, 260, 290, c.paper, 12) +
      rect(134, 64, 160, 14, c.navy, 7) +
      rect(134, 86, 110, 8, c.line, 4) +
      rect(134, 108, 212, 90, c.tealSoft, 8) +
      path("M146 186l40-40l30 30l22-22l48 32z", c.teal) +
      circle(320, 132, 12, c.gold) +
      textLines(134, 214, 212, 6, c.line, 16, 6) +
      path("M336 40h26v56l-13-10l-13 10z", c.gold) +
      pen(380, 200, 90),
  },
  /** Search: the site's pages, and the one that answers. */
  search: {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 160, c.navy2) +
      [0, 1, 2]
        .map((i) =>
          group(
            rect(0, 0, 250, 62, c.paper, 10) +
              rect(16, 14, i === 0 ? 120 : 90, 10, i === 0 ? c.teal : c.navy, 5) +
              textLines(16, 34, 210, 2, c.line, 11, 5) +
              (i === 0 ? rect(150, 33, 60, 7, c.gold, 3) : ""),
            `translate(${60 + i * 12} ${70 + i * 82})`,
          ),
        )
        .join("") +
      magnifier(340, 150, 54) +
      checkBadge(300, 92, 16, c.gold),
  },
  /** Sample work: three finished documents, each stamped as a sample. */
  samples: {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 160, c.navy2) +
      group(documentSheet(0, 0, 130, 170, c.teal), "translate(60 90) rotate(-10)") +
      group(
        rect(0, 0, 150, 196, c.paper, 10) +
          rect(16, 18, 90, 10, c.navy, 5) +
          [0, 1, 2, 3, 4]
            .map((i) => rect(16, 46 + i * 26, 30, 8, c.gold, 4) + rect(54, 46 + i * 26, 80, 8, c.line, 4))
            .join(""),
        "translate(165 60)",
      ) +
      group(documentSheet(0, 0, 130, 170, c.gold), "translate(300 96) rotate(8)") +
      group(
        rect(0, 0, 120, 38, "none", 8, ` stroke="${c.gold}" stroke-width="4"`) + label(60, 26, "SAMPLE", c.gold, 18),
        "translate(180 262) rotate(-6)",
      ) +
      magnifier(396, 84, 26),
  },
  /** Not found: a signpost at a fork, and the way back marked. */
  "not-found": {
    width: 480,
    height: 360,
    body:
      blob(240, 180, 220, 160, c.navy2) +
      dashed("M60 300Q160 250 200 290T360 250", c.gold, 5) +
      signpost(240, 80, 220) +
      circle(112, 104, 38, c.paper) +
      label(112, 117, "?", c.navy, 38) +
      mapPin(372, 236, 18, c.teal),
  },
  /** Benefit theme: speed and turnaround. */
  "benefit-speed": {
    width: 400,
    height: 240,
    body:
      rect(0, 0, 400, 240, c.tealSoft) +
      stroke("M40 100h70M20 130h90M50 160h60", c.teal, 6) +
      group(documentSheet(0, 0, 100, 128, c.teal), "translate(130 60) rotate(-6)") +
      stopwatch(290, 128, 62) +
      checkBadge(230, 70, 18, c.gold),
  },
  /** Benefit theme: capacity that grows without overhead. */
  "benefit-capacity": {
    width: 400,
    height: 240,
    body:
      rect(0, 0, 400, 240, c.goldSoft) +
      bars(40, 70, 170, 130, [0.3, 0.45, 0.62, 0.85]) +
      stroke("M40 150L100 120L150 96L205 58", c.navy, 4) +
      path("M205 58l-16 2l12 12z", c.navy) +
      person(300, 60, { skin: c.skinDeep, shirt: c.teal, style: "curly", scale: 1 }) +
      person(250, 92, { skin: c.skinLight, shirt: c.navy2, hair: c.muted, style: "short", scale: 0.8 }) +
      person(350, 92, { skin: c.skinWarm, shirt: c.gold, style: "bun", scale: 0.8 }) +
      rect(220, 205, 160, 10, c.navy, 5),
  },
  /** Benefit theme: clients and colleagues kept informed, in their language. */
  "benefit-clients": {
    width: 400,
    height: 240,
    body:
      rect(0, 0, 400, 240, c.tealSoft) +
      person(110, 80, { skin: c.skinWarm, shirt: c.navy, style: "long", scale: 1 }) +
      person(290, 80, { skin: c.skinDeep, shirt: c.teal, style: "short", scale: 1, headset: true }) +
      bubble(140, 30, 70, 36, c.gold, "ES", c.navy, "left") +
      bubble(190, 84, 80, 36, c.teal, "EN", c.paper, "right"),
  },
  /** Benefit theme: organised files and accurate work. */
  "benefit-organised": {
    width: 400,
    height: 240,
    body:
      rect(0, 0, 400, 240, c.goldSoft) +
      folder(50, 60, 150, 130, c.teal) +
      group(
        rect(0, 0, 130, 160, c.paper, 10) +
          [0, 1, 2, 3]
            .map((i) => checkBadge(22, 30 + i * 34, 10, c.teal) + rect(42, 26 + i * 34, 70, 8, c.line, 4))
            .join(""),
        "translate(230 40)",
      ) +
      magnifier(330, 190, 20),
  },
  /** Benefit theme: deadlines and calendars kept. */
  "benefit-deadlines": {
    width: 400,
    height: 240,
    body:
      rect(0, 0, 400, 240, c.tealSoft) +
      calendar(70, 40, 170, [4, 8, 12], true) +
      clock(300, 150, 56) +
      dashed("M250 60q40-30 70 10", c.gold, 4),
  },
  /** Benefit theme: protection, compliance and confidentiality. */
  "benefit-protection": {
    width: 400,
    height: 240,
    body:
      rect(0, 0, 400, 240, c.goldSoft) +
      group(documentSheet(0, 0, 110, 140, c.navy), "translate(60 60) rotate(-8)") +
      shield(220, 118, 70, c.teal) +
      padlock(325, 140, 50),
  },
};

/** Every illustration as an SVG document, by name; `titleFor` supplies each accessible title. */
export function illustrationDocuments(titleFor: (name: string) => string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(scenes).map(([name, scene]) => [
      name,
      svgDocument(scene.width, scene.height, scene.body, titleFor(name)),
    ]),
  );
}

export function scene(name: string): Scene {
  const found = scenes[name];
  if (!found) throw new Error(`No illustration named ${name}`);
  return found;
}

export const sceneNames = Object.keys(scenes);
