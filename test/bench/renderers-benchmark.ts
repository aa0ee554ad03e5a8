import { chromium } from '@playwright/test'
import { assembleContent } from '../../demo/sandbox/seed/assemble-content'
import type { StudyContent } from '../../src/api/types'
import { chromiumLaunchOptions } from '../chromium-launch'
import { toSurveyJson } from '../screenshots/to-surveyjs'
import type { Benchmark, BenchMetric, BenchTable, BenchTarget } from './benchmark'
import { buildRendererPages, rendererNames, type RendererName } from './build-renderer-pages'
import { kB } from './compressed-size'
import {
  generatedStudy,
  generatedStudyId,
  type GeneratedStudyShape,
  type StudyLayout,
} from './generated-study'
import { measurePageLoad, type PageLoadMeasurement, type PageRenderer } from './measure-page-load'
import { serveRendererPages, type RendererPageData } from './renderer-pages-server'
import { median, percentile, round } from './statistics'
import { join } from 'node:path'

const sizes = [20, 200, 1000]
const layouts: StudyLayout[] = ['one-page', 'paged']
/** Clicks on answers per load (on the first page). */
const clicksPerLoad = 5
/** A frame at 60 Hz: what "click→paint within one frame" allows. */
const frameMs = 1000 / 60

/** How the probe and the clicks find each renderer's questions (measure-page-load.ts). */
const renderers: Record<RendererName, PageRenderer> = {
  // The React component renders into the page itself, with the same markup as the element.
  'study-runner': {
    shadowHost: null,
    question: '[part~="question"]',
    nameAttribute: 'id',
    questionName: (elementId) => elementId,
    option: 'input[type="radio"]',
  },
  // SurveyJS names its questions by variable; its radios are hidden, the label's circle is drawn.
  surveyjs: {
    shadowHost: null,
    question: '.sd-question',
    nameAttribute: 'data-name',
    questionName: (_elementId, variableCode) => variableCode,
    option: '.sd-item__decorator',
  },
  floor: {
    shadowHost: null,
    question: '[part~="question"]',
    nameAttribute: 'id',
    questionName: (elementId) => elementId,
    option: 'input[type="radio"]',
  },
  'react-floor': {
    shadowHost: null,
    question: '[part~="question"]',
    nameAttribute: 'id',
    questionName: (elementId) => elementId,
    option: 'input[type="radio"]',
  },
}

/**
 * The renderers side by side (issue 23): the bench's generated studies (generated-study.ts: 20,
 * 200 and 1000 single-choice questions, one page and 10 a page) rendered in one Chromium run, with
 * the same probe (page-probe.ts), four ways — the packed React component with a transport
 * answered in the page, SurveyJS 3.0 with React 19, the floor: the same markup written as one
 * HTML string, and the React floor: that markup rendered by React 19 in one pass, what React
 * itself adds (renderer-pages/). No request after the page's own files: rendering only. Per cell
 * each renderer has one warm-up load, then `loads` fresh loads, the renderers taking turns, each
 * timing the first paint, the heap and 5 clicks on the first page's answers. With
 * `--cpu-throttle` Chromium runs the pages that many times slower (a phone).
 */
export const renderersBenchmark: Benchmark = {
  name: 'renderers',
  timeLimitMs: 900_000,
  async run(log, context) {
    const build = await context.build()
    const { cpuThrottle } = context
    // Slowed down, each load takes the throttle's factor longer: fewer of them.
    const loads = cpuThrottle > 1 ? 3 : 5
    const pages = await buildRendererPages(build.libraryDir, join(build.root, 'renderer-pages'))
    const studies = sizes.flatMap((items) => layouts.map((layout) => ({ items, layout })))
    const server = await serveRendererPages(
      {
        'study-runner': pages['study-runner'].dir,
        surveyjs: pages.surveyjs.dir,
        floor: pages.floor.dir,
        'react-floor': pages['react-floor'].dir,
      },
      pageData(studies),
    )
    const browser = await chromium.launch(chromiumLaunchOptions)
    const throttled = cpuThrottle > 1 ? `, CPU ${cpuThrottle}× slower` : ''
    log(`${build.source}; Chromium ${browser.version()}, headless, 1280×800${throttled}`)
    try {
      const cells: Cell[] = []
      for (const study of studies) {
        const measured = {} as Record<RendererName, PageLoadMeasurement[]>
        for (const name of rendererNames) {
          measured[name] = []
          await measurePageLoad(browser, load(name, study, 0)) // warm-up: caches, JIT
        }
        for (let round = 0; round < loads; round++) {
          // Taking turns, each renderer in each position, so that the machine's drift is shared.
          for (let turn = 0; turn < rendererNames.length; turn++) {
            const name = rendererNames[(round + turn) % rendererNames.length]!
            measured[name].push(await measurePageLoad(browser, load(name, study, clicksPerLoad)))
          }
        }
        const cell = summarize(study, measured)
        log(
          `${cell.name}: first paint ${rendererNames.map((name) => `${name} ${cell.results[name].firstPaint}`).join(', ')} ms`,
        )
        cells.push(cell)
      }
      return report(cells, pages, loads, cpuThrottle)
    } finally {
      await browser.close()
      await server.close()
    }

    function load(name: RendererName, study: GeneratedStudyShape, clicks: number) {
      return {
        url: server.pageUrl(name, generatedStudyId(study)),
        ...study,
        clicks,
        cpuThrottle,
        renderer: renderers[name],
        nextPages: false,
      }
    }
  },
}

/** What each page gets written into it: the content (the floor too) or its SurveyJS JSON. */
function pageData(studies: GeneratedStudyShape[]): RendererPageData {
  const data = {
    'study-runner': new Map<string, StudyContent>(),
    surveyjs: new Map<string, unknown>(),
    floor: new Map<string, StudyContent>(),
    'react-floor': new Map<string, StudyContent>(),
  }
  for (const study of studies) {
    const id = generatedStudyId(study)
    // Assembled as the sandbox serves it (defaults written out, revision).
    const content = assembleContent(`${id}.json`, generatedStudy(study), new Map())
    data['study-runner'].set(id, content)
    data.floor.set(id, content)
    data['react-floor'].set(id, content)
    data.surveyjs.set(id, toSurveyJson({ content, instruments: new Map() }, 'en'))
  }
  return data
}

interface RendererResult {
  firstPaint: number
  heapMB: number
  clickToDom: number | null
  clickToPaint: number
  clickToPaintP95: number
  /** Clicks after which the radio was not checked (a probe or page problem; should be 0). */
  clicksNotChecked: number
}

interface Cell {
  name: string
  key: string
  layout: StudyLayout
  results: Record<RendererName, RendererResult>
}

function summarize(
  { items, layout }: GeneratedStudyShape,
  measured: Record<RendererName, PageLoadMeasurement[]>,
): Cell {
  const results = {} as Record<RendererName, RendererResult>
  for (const name of rendererNames) {
    const loads = measured[name]
    const clicks = loads.flatMap((load) => load.clicks)
    const toDom = clicks.map((click) => (click.domAt ?? NaN) - click.clickAt)
    const toPaint = clicks.map((click) => (click.paintedAt ?? NaN) - click.clickAt)
    const domMedian = median(toDom)
    results[name] = {
      firstPaint: round(median(loads.map((load) => load.firstPage.paintedAt ?? NaN))),
      heapMB: round(median(loads.map((load) => load.heapUsed)) / 1e6, 1),
      // The floor's native radios change no DOM when checked: nothing to time.
      clickToDom: Number.isFinite(domMedian) ? round(domMedian) : null,
      clickToPaint: round(median(toPaint)),
      clickToPaintP95: round(percentile(toPaint, 0.95)),
      clicksNotChecked: clicks.filter((click) => click.checked !== true).length,
    }
  }
  const shown = layout === 'one-page' ? 'one page' : '10 a page'
  return { name: `${items}, ${shown}`, key: `${items}-${layout}`, layout, results }
}

function report(
  cells: Cell[],
  pages: Awaited<ReturnType<typeof buildRendererPages>>,
  loads: number,
  cpuThrottle: number,
) {
  const ratio = (ours: number, theirs: number) => round(ours / theirs, 2)
  const slowed = cpuThrottle > 1 ? `, CPU ${cpuThrottle}× slower` : ''
  const firstPaint: BenchTable = {
    title: `Renderers: first paint (ms since navigation; medians of ${loads} loads${slowed})`,
    rows: cells.map(({ name, results: r }) => ({
      study: name,
      'study-runner': r['study-runner'].firstPaint,
      floor: r.floor.firstPaint,
      'React floor': r['react-floor'].firstPaint,
      SurveyJS: r.surveyjs.firstPaint,
      '÷ floor': ratio(r['study-runner'].firstPaint, r.floor.firstPaint),
      'React floor ÷ floor': ratio(r['react-floor'].firstPaint, r.floor.firstPaint),
      '÷ SurveyJS': ratio(r['study-runner'].firstPaint, r.surveyjs.firstPaint),
    })),
  }
  const perRenderer = (
    title: string,
    figure: (result: RendererResult) => number | string | null,
  ): BenchTable => ({
    title,
    rows: cells.map(({ name, results }) => ({
      study: name,
      ...Object.fromEntries(
        rendererNames.map((renderer) => [
          rendererLabel[renderer],
          figure(results[renderer]) ?? '—',
        ]),
      ),
    })),
  })
  const heap = perRenderer(
    'Renderers: JS heap after the first page (MB, after a full GC)',
    (r) => r.heapMB,
  )
  const clicks = perRenderer(
    `Renderers: click→paint, median (p95) of ${loads * clicksPerLoad} clicks; click→DOM in brackets`,
    (r) =>
      `${r.clickToPaint} (${r.clickToPaintP95})${r.clickToDom === null ? '' : ` [${r.clickToDom}]`}`,
  )
  const sizes: BenchTable = {
    title: "Renderers: the page's first download (gzip level 9, kB)",
    rows: rendererNames.map((name) => ({
      page: rendererLabel[name],
      JavaScript: kB(pages[name].scriptGzip),
      CSS: kB(pages[name].styleGzip),
      '÷ SurveyJS (JS + CSS)': ratio(
        pages[name].scriptGzip + pages[name].styleGzip,
        pages.surveyjs.scriptGzip + pages.surveyjs.styleGzip,
      ),
    })),
  }
  const problems = cells.flatMap(({ name, results }) =>
    rendererNames
      .filter((renderer) => results[renderer].clicksNotChecked > 0)
      .map((renderer) => ({
        study: name,
        renderer,
        'radio not checked': results[renderer].clicksNotChecked,
      })),
  )
  const notes: BenchTable[] = problems.length
    ? [{ title: 'Clicks after which the radio was not checked', rows: problems }]
    : []

  const metrics: BenchMetric[] = cells.flatMap(({ key, results }) => [
    ...rendererNames.flatMap((renderer): BenchMetric[] => [
      {
        key: `${key}.${renderer}.firstPaint`,
        value: results[renderer].firstPaint,
        unit: 'ms',
        better: 'lower',
        noise: 30 * cpuThrottle,
      },
      {
        key: `${key}.${renderer}.clickToPaint`,
        value: results[renderer].clickToPaint,
        unit: 'ms',
        better: 'lower',
        noise: 8 * cpuThrottle,
      },
      {
        key: `${key}.${renderer}.heap`,
        value: results[renderer].heapMB,
        unit: 'MB',
        better: 'lower',
        noise: 0.5,
      },
    ]),
    {
      key: `${key}.firstPaintToFloor`,
      value: ratio(results['study-runner'].firstPaint, results.floor.firstPaint),
      unit: '×',
      better: 'lower',
      noise: 0.25,
    },
  ])
  metrics.push({
    key: 'study-runner.scriptGzip',
    value: kB(pages['study-runner'].scriptGzip),
    unit: 'kB',
    better: 'lower',
    noise: 0.5,
  })

  const worstToFloor = cells.reduce((a, b) =>
    ratio(b.results['study-runner'].firstPaint, b.results.floor.firstPaint) >
    ratio(a.results['study-runner'].firstPaint, a.results.floor.firstPaint)
      ? b
      : a,
  )
  const slowestClick = cells.reduce((a, b) =>
    b.results['study-runner'].clickToPaint > a.results['study-runner'].clickToPaint ? b : a,
  )
  const ours = pages['study-runner']
  const theirs = pages.surveyjs.scriptGzip + pages.surveyjs.styleGzip
  const targets: BenchTarget[] = [
    {
      target: 'first paint within 1.5 × the floor, every cell',
      figure: `worst ${ratio(worstToFloor.results['study-runner'].firstPaint, worstToFloor.results.floor.firstPaint)}× (${worstToFloor.name}: ${worstToFloor.results['study-runner'].firstPaint} vs ${worstToFloor.results.floor.firstPaint} ms)`,
      met: cells.every(
        ({ results: r }) => r['study-runner'].firstPaint <= 1.5 * r.floor.firstPaint,
      ),
    },
    {
      target: 'click→paint within one frame (16.7 ms, median), every cell',
      figure: `worst ${slowestClick.results['study-runner'].clickToPaint} ms (${slowestClick.name})`,
      met: cells.every(({ results: r }) => r['study-runner'].clickToPaint <= frameMs),
    },
  ]
  if (cpuThrottle > 1) {
    const paged = cells.filter((cell) => cell.layout === 'paged')
    const slowestPaged = paged.reduce((a, b) =>
      b.results['study-runner'].firstPaint > a.results['study-runner'].firstPaint ? b : a,
    )
    targets.push({
      target: `CPU ${cpuThrottle}× slower: paged first paint ≤ 600 ms`,
      figure: `worst ${slowestPaged.results['study-runner'].firstPaint} ms (${slowestPaged.name})`,
      met: paged.every((cell) => cell.results['study-runner'].firstPaint <= 600),
    })
  } else {
    targets.push({
      target: 'JavaScript ≤ 120 kB gzip and ≤ 0.3 × SurveyJS (JS + CSS)',
      figure: `${kB(ours.scriptGzip)} kB, ${ratio(ours.scriptGzip, theirs)} × ${kB(theirs)} kB`,
      met: ours.scriptGzip <= 120_000 && ours.scriptGzip <= 0.3 * theirs,
    })
  }
  return {
    tables: [firstPaint, heap, clicks, ...(cpuThrottle > 1 ? [] : [sizes]), ...notes],
    figures: {
      cpuThrottle,
      loads,
      cells,
      pages: Object.fromEntries(
        rendererNames.map((name) => [
          name,
          { scriptGzip: pages[name].scriptGzip, styleGzip: pages[name].styleGzip },
        ]),
      ),
    },
    metrics,
    targets,
  }
}

const rendererLabel: Record<RendererName, string> = {
  'study-runner': 'study-runner',
  surveyjs: 'SurveyJS',
  floor: 'floor',
  'react-floor': 'React floor',
}
