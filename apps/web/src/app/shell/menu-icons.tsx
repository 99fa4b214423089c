import type { MenuIcon } from '@koers/shared';
import type { SvgIconComponent } from '@mui/icons-material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BusinessIcon from '@mui/icons-material/Business';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import ChatIcon from '@mui/icons-material/Chat';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import GroupsIcon from '@mui/icons-material/Groups';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import HomeIcon from '@mui/icons-material/Home';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import LanguageIcon from '@mui/icons-material/Language';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import LinkIcon from '@mui/icons-material/Link';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import PublicIcon from '@mui/icons-material/Public';
import QuizIcon from '@mui/icons-material/Quiz';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import WorkIcon from '@mui/icons-material/Work';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';

export const MENU_ICONS: Record<MenuIcon, SvgIconComponent> = {
  home: HomeIcon,
  organizations: ApartmentIcon,
  conversations: ChatIcon,
  dossiers: AssignmentIndIcon,
  showrooms: GroupsIcon,
  toolbox: BusinessCenterIcon,
  profile: PersonIcon,
  tests: QuizIcon,
  tips: LightbulbIcon,
  occupations: SearchIcon,
  'vacancies-manage': WorkIcon,
  'vacancies-internet': LanguageIcon,
  vacancies: TravelExploreIcon,
  'employers-manage': BusinessIcon,
  employers: WorkOutlineIcon,
  'employers-internet': PublicIcon,
  page: DescriptionIcon,
  link: LinkIcon,
  settings: SettingsIcon,
  notifications: NotificationsIcon,
  downloads: DownloadIcon,
  help: HelpOutlineIcon,
  support: SupportAgentIcon,
  install: InstallMobileIcon,
  logout: LogoutIcon,
};
