import Dns from '@mui/icons-material/Dns';
import Lock from '@mui/icons-material/Lock';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import Inventory2 from '@mui/icons-material/Inventory2';
import People from '@mui/icons-material/People';
import HowToVote from '@mui/icons-material/HowToVote';
import Sync from '@mui/icons-material/Sync';
import Cloud from '@mui/icons-material/Cloud';
import Storefront from '@mui/icons-material/Storefront';
import Web from '@mui/icons-material/Web';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Key from '@mui/icons-material/Key';
import Chat from '@mui/icons-material/Chat';
import Extension from '@mui/icons-material/Extension';
import Notifications from '@mui/icons-material/Notifications';
import Settings from '@mui/icons-material/Settings';
import Favorite from '@mui/icons-material/Favorite';
import Logout from '@mui/icons-material/Logout';
import Login from '@mui/icons-material/Login';
import Info from '@mui/icons-material/Info';
import Home from '@mui/icons-material/Home';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import History from '@mui/icons-material/History';
import Insights from '@mui/icons-material/Insights';
import Webhook from '@mui/icons-material/Webhook';
import LocalOffer from '@mui/icons-material/LocalOffer';
import SportsEsports from '@mui/icons-material/SportsEsports';
import Groups from '@mui/icons-material/Groups';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Hub from '@mui/icons-material/Hub';
import ThumbUp from '@mui/icons-material/ThumbUp';
import Payments from '@mui/icons-material/Payments';
import Tune from '@mui/icons-material/Tune';
import Terminal from '@mui/icons-material/Terminal';
import Security from '@mui/icons-material/Security';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Timer from '@mui/icons-material/Timer';
import AcUnit from '@mui/icons-material/AcUnit';

const icons = {
  dns: Dns,
  lock: Lock,
  military: MilitaryTech,
  inventory: Inventory2,
  people: People,
  receipt: ReceiptLong,
  vote: HowToVote,
  sync: Sync,
  cloud: Cloud,
  shop: Storefront,
  web: Web,
  admin: AdminPanelSettings,
  key: Key,
  chat: Chat,
  extension: Extension,
  bell: Notifications,
  settings: Settings,
  heart: Favorite,
  logout: Logout,
  login: Login,
  info: Info,
  home: Home,
  history: History,
  insights: Insights,
  webhook: Webhook,
  coupon: LocalOffer,
  game: SportsEsports,
  groups: Groups,
  wallet: AccountBalanceWallet,
  hub: Hub,
  thumb: ThumbUp,
  payments: Payments,
  tune: Tune,
  terminal: Terminal,
  shield: Security,
  account: ManageAccounts,
  swap: SwapHoriz,
  trophy: EmojiEvents,
  timer: Timer,
  season: AcUnit,
};

export function NavIcon({ name }: { name: string }) {
  const Icon = icons[name as keyof typeof icons] ?? Info;
  return <Icon fontSize="small" />;
}
