/** Spec §3: Beginner green, Intermediate yellow, Advanced red, any other value blue. */
export type BadgeColour = 'green' | 'yellow' | 'red' | 'blue'

export function badgeColour(difficulty: string): BadgeColour {
  switch (difficulty.trim().toLowerCase()) {
    case 'beginner':
      return 'green'
    case 'intermediate':
      return 'yellow'
    case 'advanced':
      return 'red'
    default:
      return 'blue'
  }
}
