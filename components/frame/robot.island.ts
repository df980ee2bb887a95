/**
 * The decorative 3D robot, drawn by three.js in a Web Worker on an OffscreenCanvas, so it
 * never runs on the main thread. It is requested only after the page has loaded and the
 * browser is idle, and skipped (the space stays empty) without OffscreenCanvas or WebGL,
 * under Save-Data, and for visitors who prefer reduced motion. WebGL is not tried on the
 * main thread (creating a context can block it for a long moment): the worker tries it
 * and says so when it fails.
 */
import { prefersReducedMotion } from '../islands/prefersReducedMotion.js'
import { whenIdle } from '../islands/directives.js'
import type { RobotMessage, RobotReply } from './robot.worker.js'

export function start(host: HTMLElement): void {
  if (!canShowRobot()) return
  afterLoad(() => whenIdle(() => showRobot(host)))
}

function canShowRobot(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData) return false
  if (prefersReducedMotion()) return false
  return 'transferControlToOffscreen' in HTMLCanvasElement.prototype && 'WebGL2RenderingContext' in window
}

function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback()
  else window.addEventListener('load', callback, { once: true })
}

function showRobot(host: HTMLElement): void {
  const canvas = document.createElement('canvas')
  host.append(canvas)
  const offscreen = canvas.transferControlToOffscreen()
  const worker = new Worker(new URL('./robot.worker.ts', import.meta.url), { type: 'module', name: 'robot' })
  const post = (message: RobotMessage, transfer: Transferable[] = []) => worker.postMessage(message, transfer)
  worker.onmessage = ({ data }: MessageEvent<RobotReply>) => {
    if (data.type !== 'no-webgl') return
    worker.terminate()
    canvas.remove()
  }
  const size = () => ({ width: host.clientWidth, height: host.clientHeight, pixelRatio: Math.min(2, window.devicePixelRatio || 1) })
  post({ type: 'start', canvas: offscreen, ...size() }, [offscreen])
  new ResizeObserver(() => post({ type: 'resize', ...size() })).observe(host)
  // Nothing is drawn while the robot is off screen (on phones it sits at the page's foot).
  new IntersectionObserver(([entry]) => post({ type: entry.isIntersecting ? 'resume' : 'pause' })).observe(host)
}
