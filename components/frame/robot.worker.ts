/**
 * The robot's scene, off the main thread: built from three.js primitives (no model file),
 * it bobs and looks around. Messages come from robot.island.ts.
 */
import {
  AmbientLight,
  BoxGeometry,
  CapsuleGeometry,
  CircleGeometry,
  CylinderGeometry,
  DirectionalLight,
  Group,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  SphereGeometry,
  WebGLRenderer,
  type BufferGeometry,
} from 'three'

export type RobotMessage =
  | { type: 'start'; canvas: OffscreenCanvas; width: number; height: number; pixelRatio: number }
  | { type: 'resize'; width: number; height: number; pixelRatio: number }
  | { type: 'pause' | 'resume' }

/** What the worker says back: only that it could not draw. */
export type RobotReply = { type: 'no-webgl' }

const NAVY = '#0b1f3a'
const TEAL = '#14b8a6'
const AMBER = '#f59e0b'
const STEEL = '#cbd5e1'

type Part = { geometry: BufferGeometry; color: string; glow?: number; position: [number, number, number] }

const mesh = ({ geometry, color, glow, position }: Part) => {
  const material = new MeshStandardMaterial({
    color,
    metalness: 0.25,
    roughness: 0.45,
    ...(glow && { emissive: color, emissiveIntensity: glow }),
  })
  const part = new Mesh(geometry, material)
  part.position.set(...position)
  return part
}

function buildRobot() {
  const head = new Group()
  head.position.set(0, 1.05, 0)
  head.add(
    mesh({ geometry: new BoxGeometry(0.9, 0.7, 0.7), color: STEEL, position: [0, 0, 0] }),
    mesh({ geometry: new SphereGeometry(0.09, 16, 16), color: TEAL, glow: 0.8, position: [-0.2, 0.05, 0.36] }),
    mesh({ geometry: new SphereGeometry(0.09, 16, 16), color: TEAL, glow: 0.8, position: [0.2, 0.05, 0.36] }),
    mesh({ geometry: new CylinderGeometry(0.03, 0.03, 0.3, 8), color: NAVY, position: [0, 0.5, 0] }),
    mesh({ geometry: new SphereGeometry(0.08, 16, 16), color: AMBER, glow: 0.6, position: [0, 0.7, 0] }),
  )
  const body = new Group()
  body.add(
    head,
    mesh({ geometry: new BoxGeometry(1, 0.85, 0.6), color: NAVY, position: [0, 0.25, 0] }),
    mesh({ geometry: new CircleGeometry(0.16, 24), color: TEAL, glow: 0.5, position: [0, 0.3, 0.31] }),
    mesh({ geometry: new CapsuleGeometry(0.11, 0.45, 4, 8), color: STEEL, position: [-0.62, 0.25, 0] }),
    mesh({ geometry: new CapsuleGeometry(0.11, 0.45, 4, 8), color: STEEL, position: [0.62, 0.25, 0] }),
  )
  // Lowered so the robot's middle sits at the origin, where the camera looks.
  const robot = new Group()
  robot.position.set(0, -0.75, 0)
  robot.add(body)
  return { robot, body, head }
}

let renderer: WebGLRenderer | undefined
const camera = new PerspectiveCamera(40, 3 / 4, 0.1, 100)
camera.position.set(0, 0, 4)
const scene = new Scene()
scene.add(new AmbientLight('#ffffff', 0.8))
const light = new DirectionalLight('#ffffff', 1.6)
light.position.set(2, 3, 4)
scene.add(light)
const { robot, body, head } = buildRobot()
scene.add(robot)

let running = false
const started = performance.now()
// A slow bob needs no more than 30 frames a second: half the work on a phone's battery.
const FRAME_MS = 1000 / 30
let lastFrame = -Infinity

function frame(now: number) {
  if (!running || !renderer) return
  if (now - lastFrame < FRAME_MS - 1) {
    self.requestAnimationFrame(frame)
    return
  }
  lastFrame = now
  const t = (now - started) / 1000
  body.position.y = Math.sin(t * 1.6) * 0.08
  head.rotation.y = Math.sin(t * 0.8) * 0.45
  renderer.render(scene, camera)
  self.requestAnimationFrame(frame)
}

function resize(width: number, height: number, pixelRatio: number) {
  if (!renderer || !width || !height) return
  renderer.setPixelRatio(pixelRatio)
  renderer.setSize(width, height, false)
  camera.aspect = width / height
  camera.updateProjectionMatrix()
}

self.onmessage = ({ data }: MessageEvent<RobotMessage>) => {
  if (data.type === 'start') {
    // three.js draws with WebGL 2 only; the context made here is the one it then gets.
    if (!data.canvas.getContext('webgl2')) {
      self.postMessage({ type: 'no-webgl' } satisfies RobotReply)
      return
    }
    renderer = new WebGLRenderer({ canvas: data.canvas, alpha: true, antialias: true })
    resize(data.width, data.height, data.pixelRatio)
    running = true
    self.requestAnimationFrame(frame)
  } else if (data.type === 'resize') {
    resize(data.width, data.height, data.pixelRatio)
  } else if (data.type === 'pause') {
    running = false
  } else if (!running) {
    running = true
    self.requestAnimationFrame(frame)
  }
}
