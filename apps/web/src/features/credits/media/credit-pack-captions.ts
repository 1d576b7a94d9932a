import type { TCreditPackVideoScene } from '@deckhand/contract';

/** When a scene is the one on screen, in seconds from the video's start. */
export interface TSceneTime {
  start: number;
  end: number;
}

/** The length of `count` scenes of `sceneSeconds` each, joined by crossfades of `fadeSeconds`. */
export function getVideoSeconds(count: number, sceneSeconds: number, fadeSeconds: number): number {
  checkTiming(count, sceneSeconds, fadeSeconds);
  return roundToMilliseconds(count * sceneSeconds - (count - 1) * fadeSeconds);
}

/**
 * Where each crossfade starts (ffmpeg's xfade `offset`): the fade into scene k (k ≥ 1) starts at
 * k × (sceneSeconds - fadeSeconds), since each fade overlaps the two scenes it joins.
 */
export function findFadeOffsets(
  count: number,
  sceneSeconds: number,
  fadeSeconds: number,
): number[] {
  checkTiming(count, sceneSeconds, fadeSeconds);
  return Array.from({ length: count - 1 }, (_, index) =>
    roundToMilliseconds((index + 1) * (sceneSeconds - fadeSeconds)),
  );
}

/**
 * Each scene's time on screen: from the middle of the fade that brings it in (the video's start for
 * the first) to the middle of the fade that takes it away (the video's end for the last). The
 * times touch and never overlap.
 */
export function findSceneTimes(
  count: number,
  sceneSeconds: number,
  fadeSeconds: number,
): TSceneTime[] {
  const starts = [
    0,
    ...findFadeOffsets(count, sceneSeconds, fadeSeconds).map((offset) =>
      roundToMilliseconds(offset + fadeSeconds / 2),
    ),
  ];
  const end = getVideoSeconds(count, sceneSeconds, fadeSeconds);
  return starts.map((start, index) => ({ start, end: starts[index + 1] ?? end }));
}

/** A WebVTT time: hh:mm:ss.ttt. */
export function formatCueTime(seconds: number): string {
  const milliseconds = Math.round(seconds * 1000);
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor(milliseconds / 60_000) % 60;
  const wholeSeconds = Math.floor(milliseconds / 1000) % 60;
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(wholeSeconds)}.${pad(milliseconds % 1000, 3)}`;
}

/**
 * The video's WebVTT captions: one cue per scene, its title then its caption, timed to the scene
 * as findSceneTimes places it.
 */
export function buildCaptions(
  scenes: readonly TCreditPackVideoScene[],
  sceneSeconds: number,
  fadeSeconds: number,
): string {
  const times = findSceneTimes(scenes.length, sceneSeconds, fadeSeconds);
  const cues = scenes.map((scene, index) => {
    const { start, end } = times[index]!;
    return [
      String(index + 1),
      `${formatCueTime(start)} --> ${formatCueTime(end)}`,
      escapeCueText(scene.title),
      escapeCueText(scene.caption),
    ].join('\n');
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** Cue text may not hold a raw `&`, `<` or `>` (nor `-->`, which the last replace also covers). */
function escapeCueText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function roundToMilliseconds(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}

function checkTiming(count: number, sceneSeconds: number, fadeSeconds: number): void {
  if (!Number.isInteger(count) || count < 1) throw new Error('A video needs at least one scene.');
  if (!(fadeSeconds >= 0 && fadeSeconds < sceneSeconds)) {
    throw new Error('A crossfade must be shorter than a scene.');
  }
}
