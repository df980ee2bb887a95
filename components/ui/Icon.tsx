import type { LucideIcon } from 'lucide-react'
import {
  ArrowRight, Award, Banknote, BookOpen, Bot, BrainCircuit, Briefcase, Building2, Calendar,
  Camera, ChartColumn, ChartLine, Check, CircleCheck, Clock, Cloud, Code, Cpu, Database, Eye,
  Factory, FileText, Globe, GraduationCap, Handshake, Heart, Landmark, Layers, LayoutDashboard,
  Lightbulb, Lock, Mail, MapPin, Megaphone, MessageCircle, Monitor, Network, Palette, PenTool,
  Phone, RefreshCw, Rocket, Search, Server, Settings, Shield, ShieldCheck, ShoppingCart,
  Smartphone, Sparkles, Sprout, Star, Stethoscope, Target, TrendingUp, Users, Video, Workflow,
  Wrench, Zap,
} from 'lucide-react'
import type { IconName } from '../../model/iconNames.js'

// Lucide (ISC, tree-shaken per icon): only the icons named here reach the bundle.
const icons = {
  'arrow-right': ArrowRight, award: Award, banknote: Banknote, 'book-open': BookOpen, bot: Bot,
  brain: BrainCircuit, briefcase: Briefcase, building: Building2, calendar: Calendar,
  camera: Camera, 'chart-bar': ChartColumn, 'chart-line': ChartLine, check: Check,
  'circle-check': CircleCheck, clock: Clock, cloud: Cloud, code: Code, cpu: Cpu,
  database: Database, eye: Eye, factory: Factory, 'file-text': FileText, globe: Globe,
  'graduation-cap': GraduationCap, handshake: Handshake, heart: Heart, landmark: Landmark,
  layers: Layers, 'layout-dashboard': LayoutDashboard, lightbulb: Lightbulb, lock: Lock,
  mail: Mail, 'map-pin': MapPin, megaphone: Megaphone, 'message-circle': MessageCircle,
  monitor: Monitor, network: Network, palette: Palette, 'pen-tool': PenTool, phone: Phone,
  refresh: RefreshCw, rocket: Rocket, search: Search, server: Server, settings: Settings,
  shield: Shield, 'shield-check': ShieldCheck, 'shopping-cart': ShoppingCart,
  smartphone: Smartphone, sparkles: Sparkles, sprout: Sprout, star: Star,
  stethoscope: Stethoscope, target: Target, 'trending-up': TrendingUp, users: Users,
  video: Video, workflow: Workflow, wrench: Wrench, zap: Zap,
} satisfies Record<IconName, LucideIcon>

/** A decorative icon: hidden from assistive technology, sized by the surrounding text. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Glyph = icons[name]
  return <Glyph aria-hidden="true" focusable="false" size={size} className={className} />
}
