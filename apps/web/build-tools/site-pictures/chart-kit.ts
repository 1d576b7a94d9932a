import type PptxGenJS from 'pptxgenjs';
import type { TBox } from './layout-kit.ts';

type TSeries = { name: string; labels: string[]; values: number[] };

type TChartStyle = {
  /** One colour per series, or one per bar when there is one series (the highlight). */
  colours: string[];
  /** The labels' colour and font: the theme's text, or a plain default for a "before" slide. */
  textColour: string;
  font: string;
  fontSize?: number;
  /** The number format of the value labels ('0', '0%', '#,##0'). */
  format?: string;
};

/**
 * A designed column chart: no gridlines, no value axis, values written on the bars, the
 * categories underneath. Two series get a legend on top.
 */
export function addColumnChart(
  deck: PptxGenJS,
  slide: PptxGenJS.Slide,
  series: TSeries[],
  box: TBox,
  { colours, textColour, font, fontSize = 12, format = '#,##0' }: TChartStyle,
): void {
  slide.addChart(deck.ChartType.bar, series, {
    ...box,
    barDir: 'col',
    barGapWidthPct: 55,
    chartColors: colours,
    showValue: true,
    dataLabelPosition: 'outEnd',
    dataLabelFormatCode: format,
    dataLabelColor: textColour,
    dataLabelFontFace: font,
    dataLabelFontSize: fontSize,
    dataLabelFontBold: true,
    catAxisLabelColor: textColour,
    catAxisLabelFontFace: font,
    catAxisLabelFontSize: fontSize,
    catAxisLineShow: false,
    valAxisHidden: true,
    valGridLine: { style: 'none' },
    showLegend: series.length > 1,
    legendPos: 't',
    legendFontFace: font,
    legendFontSize: fontSize,
    legendColor: textColour,
  });
}

/**
 * The chart a spreadsheet pastes by default, as customers send it: gridlines, a legend at the
 * side, small labels and every series in its own bright colour.
 */
export function addDefaultChart(
  deck: PptxGenJS,
  slide: PptxGenJS.Slide,
  series: TSeries[],
  box: TBox,
  type: 'bar' | 'line' = 'bar',
): void {
  slide.addChart(type === 'bar' ? deck.ChartType.bar : deck.ChartType.line, series, {
    ...box,
    barDir: 'col',
    chartColors: ['4472C4', 'ED7D31', 'A5A5A5', 'FFC000', '5B9BD5', '70AD47'],
    catAxisLabelFontSize: 9,
    valAxisLabelFontSize: 9,
    catAxisLabelFontFace: 'Arial',
    valAxisLabelFontFace: 'Arial',
    showLegend: true,
    legendPos: 'r',
    legendFontSize: 9,
    legendFontFace: 'Arial',
    valGridLine: { color: 'D9D9D9', size: 0.75 },
    lineSize: 2,
  });
}
