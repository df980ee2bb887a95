import { Canvas, useFrame } from '@react-three/fiber'
import { useRef } from 'react'
import type { Group } from 'three'

const NAVY = '#0b1f3a'
const TEAL = '#14b8a6'
const AMBER = '#f59e0b'
const STEEL = '#cbd5e1'

/** The robot, built from primitives only (no model file): it bobs and looks around. */
function RobotModel({ animate }: { animate: boolean }) {
  const body = useRef<Group>(null)
  const head = useRef<Group>(null)
  useFrame(({ clock }) => {
    if (!animate || !body.current || !head.current) return
    const t = clock.getElapsedTime()
    body.current.position.y = Math.sin(t * 1.6) * 0.08
    head.current.rotation.y = Math.sin(t * 0.8) * 0.45
  })
  return (
    // Lowered so the robot's middle sits at the origin, where the camera looks.
    <group position={[0, -0.75, 0]}>
    <group ref={body}>
      <group ref={head} position={[0, 1.05, 0]}>
        <mesh>
          <boxGeometry args={[0.9, 0.7, 0.7]} />
          <meshStandardMaterial color={STEEL} metalness={0.3} roughness={0.4} />
        </mesh>
        {[-0.2, 0.2].map((x) => (
          <mesh key={x} position={[x, 0.05, 0.36]}>
            <sphereGeometry args={[0.09, 16, 16]} />
            <meshStandardMaterial color={TEAL} emissive={TEAL} emissiveIntensity={0.8} />
          </mesh>
        ))}
        <mesh position={[0, 0.5, 0]}>
          <cylinderGeometry args={[0.03, 0.03, 0.3, 8]} />
          <meshStandardMaterial color={NAVY} />
        </mesh>
        <mesh position={[0, 0.7, 0]}>
          <sphereGeometry args={[0.08, 16, 16]} />
          <meshStandardMaterial color={AMBER} emissive={AMBER} emissiveIntensity={0.6} />
        </mesh>
      </group>
      <mesh position={[0, 0.25, 0]}>
        <boxGeometry args={[1, 0.85, 0.6]} />
        <meshStandardMaterial color={NAVY} metalness={0.2} roughness={0.5} />
      </mesh>
      <mesh position={[0, 0.3, 0.31]}>
        <circleGeometry args={[0.16, 24]} />
        <meshStandardMaterial color={TEAL} emissive={TEAL} emissiveIntensity={0.5} />
      </mesh>
      {[-0.62, 0.62].map((x) => (
        <mesh key={x} position={[x, 0.25, 0]}>
          <capsuleGeometry args={[0.11, 0.45, 4, 8]} />
          <meshStandardMaterial color={STEEL} />
        </mesh>
      ))}
    </group>
    </group>
  )
}

/** The canvas draws once and stops when motion is unwelcome (frameloop "demand"). */
export function Robot3D({ animate }: { animate: boolean }) {
  return (
    <Canvas frameloop={animate ? 'always' : 'demand'} camera={{ position: [0, 0, 4], fov: 40 }} dpr={[1, 2]} gl={{ alpha: true, antialias: true }}>
      <ambientLight intensity={0.8} />
      <directionalLight position={[2, 3, 4]} intensity={1.6} />
      <RobotModel animate={animate} />
    </Canvas>
  )
}
