// The simulator's world: competitions, their teams (players for tennis) with a rating each, 0-100, that
// the match models turn into scoring rates and win chances, and how each schedules its rounds: a round
// every `every` days (on the days whose number since the epoch is `phase` modulo `every`), its matches
// spread over the kick-off hours the competition plays at (UTC; past 24 runs into the next day), as a
// real league's matchday is. Every team plays once a round, so never twice within `every` days but for
// the spread of one round's kick-offs (./schedule.ts). A team is in one competition of its sport only.
import type { SportId } from '@arena/contracts';

export interface SimTeam {
  name: string;
  rating: number;
}

export interface SimCompetition {
  ref: string;
  sportId: SportId;
  name: string;
  country: string;
  /** a round every this many days */
  every: number;
  /** the rounds fall on the days d with d mod every = phase */
  phase: number;
  /** first and last kick-off of a round's day, UTC hours */
  hours: [number, number];
  teams: SimTeam[];
  /** in the small book too (config.sports.feedBook 'small': tests) */
  small?: true;
}

type Schedule = Pick<SimCompetition, 'every' | 'phase' | 'hours'> & { small?: true };

/** teams from a comma-separated list, best first: ratings run evenly from `top` to `bottom` */
function league(
  ref: string,
  sportId: SportId,
  name: string,
  country: string,
  schedule: Schedule,
  [top, bottom]: [number, number],
  list: string,
): SimCompetition {
  const names = list.split(',').map((team) => team.trim());
  if (names.length % 2 !== 0) throw new Error(`${ref}: an odd number of teams`);
  const teams = names.map((team, i) => ({ name: team, rating: Math.round(top - ((top - bottom) * i) / (names.length - 1)) }));
  return { ref, sportId, name, country, ...schedule, teams };
}

// the lower tours' players: an initial and a surname, each competition its own stretch of the combinations
const INITIALS = 'A B C D E F G H I J K L M N O P R S T V Y Z'.split(' ');
const SURNAMES = (
  'Kovač,Moreau,Silva,Novak,Yılmaz,Petrov,Müller,Rossi,García,Tanaka,Kim,Nielsen,Horvat,Popescu,Dubois,Costa,Jansen,Kowalski,Ivanov,' +
  'Demir,Fernández,Bianchi,Schneider,Lindqvist,Nakamura,Ortiz,Romero,Marković,Varga,Lehmann,Sato,Kaya,Barros,Olsen,Hoffmann,Ferrari,' +
  'Svoboda,Meyer,Laurent,Castillo,Çelik,Wójcik,Bauer,Ricci,Janssens,Takahashi,Park,Medina,Vasquez,Kuznetsov,Öztürk,Fischer,Eriksson,' +
  'Nowak,Mendes,Lopez,Greco,Zhang,Wang,Chen,Watanabe,Herrera,Aydın,Richter,Dumont,Pereira,Koch,Marin,Sorensen,Vidal,Arslan,Popov'
).split(',');
let drawn = 0;
function players(count: number): string {
  const names: string[] = [];
  for (let i = 0; i < count; i += 1, drawn += 1)
    names.push(`${INITIALS[Math.floor(drawn / SURNAMES.length) % INITIALS.length]}. ${SURNAMES[drawn % SURNAMES.length]}`);
  return names.join(',');
}

const FOOTBALL = (phase: number, hours: [number, number], small?: true): Schedule => ({ every: 3, phase, hours, ...(small ? { small } : {}) });
const BASKETBALL = (phase: number, hours: [number, number], small?: true): Schedule => ({ every: 2, phase, hours, ...(small ? { small } : {}) });
const VOLLEYBALL = FOOTBALL;
// a tennis tournament plays a round a day; e-sports leagues every other day
const TENNIS = (hours: [number, number], small?: true): Schedule => ({ every: 1, phase: 0, hours, ...(small ? { small } : {}) });
const ESPORTS = BASKETBALL;

export const COMPETITIONS: SimCompetition[] = [
  league(
    'tr-super-lig',
    'football',
    'Süper Lig',
    'TR',
    FOOTBALL(0, [10, 18], true),
    [84, 60],
    'Galatasaray, Fenerbahçe, Beşiktaş, Trabzonspor, Başakşehir, Samsunspor, Göztepe, Kasımpaşa, Antalyaspor, Konyaspor, Rizespor, Alanyaspor, Kayserispor, Gaziantep FK, Eyüpspor, Kocaelispor, Gençlerbirliği, Fatih Karagümrük',
  ),
  league(
    'en-premier-league',
    'football',
    'Premier League',
    'GB',
    FOOTBALL(1, [11.5, 20], true),
    [91, 70],
    'Liverpool, Arsenal, Manchester City, Chelsea, Newcastle United, Tottenham Hotspur, Aston Villa, Manchester United, Brighton, Nottingham Forest, Bournemouth, Brentford, Crystal Palace, Fulham, West Ham United, Everton, Wolverhampton, Leeds United, Sunderland, Burnley',
  ),
  league(
    'es-la-liga',
    'football',
    'La Liga',
    'ES',
    FOOTBALL(2, [12, 20]),
    [91, 68],
    'Real Madrid, Barcelona, Atlético Madrid, Athletic Club, Villarreal, Real Betis, Real Sociedad, Celta Vigo, Sevilla, Osasuna, Rayo Vallecano, Girona, Getafe, Valencia, Espanyol, Mallorca, Alavés, Elche, Levante, Real Oviedo',
  ),
  league(
    'it-serie-a',
    'football',
    'Serie A',
    'IT',
    FOOTBALL(0, [11.5, 19.75]),
    [88, 66],
    'Inter, Napoli, Juventus, Milan, Atalanta, Roma, Como, Lazio, Bologna, Fiorentina, Torino, Udinese, Genoa, Cagliari, Sassuolo, Lecce, Parma, Verona, Cremonese, Pisa',
  ),
  league(
    'de-bundesliga',
    'football',
    'Bundesliga',
    'DE',
    FOOTBALL(1, [12.5, 19.5]),
    [90, 68],
    'Bayern München, Bayer Leverkusen, Borussia Dortmund, RB Leipzig, Eintracht Frankfurt, VfB Stuttgart, SC Freiburg, VfL Wolfsburg, Borussia Mönchengladbach, Werder Bremen, 1899 Hoffenheim, 1. FC Union Berlin, FC Augsburg, 1. FSV Mainz 05, 1. FC Köln, Hamburger SV, 1. FC Heidenheim, FC St. Pauli',
  ),
  league(
    'fr-ligue-1',
    'football',
    'Ligue 1',
    'FR',
    FOOTBALL(2, [12, 20]),
    [88, 66],
    'Paris Saint-Germain, Marseille, Monaco, Lille, Lyon, Nice, Lens, Strasbourg, Rennes, Toulouse, Brest, Nantes, Auxerre, Angers, Le Havre, Lorient, Metz, Paris FC',
  ),
  league(
    'tr-1-lig',
    'football',
    'TFF 1. Lig',
    'TR',
    FOOTBALL(1, [9, 17]),
    [66, 54],
    'Amedspor, Erzurumspor FK, Bandırmaspor, Pendikspor, Sivasspor, Hatayspor, Adana Demirspor, Esenler Erokspor, Iğdır FK, Keçiörengücü, Manisa FK, Sakaryaspor, Ümraniyespor, Boluspor, Sarıyer, Çorum FK, Serik Belediyespor, Vanspor FK, Bodrum FK, İstanbulspor',
  ),
  league(
    'en-championship',
    'football',
    'Championship',
    'GB',
    FOOTBALL(0, [11.5, 20]),
    [74, 62],
    'Coventry City, Middlesbrough, Stoke City, Ipswich Town, Leicester City, Southampton, Millwall, Preston North End, Bristol City, Hull City, Watford, Birmingham City, Wrexham, Norwich City, West Bromwich Albion, Derby County, Queens Park Rangers, Swansea City, Charlton Athletic, Blackburn Rovers, Sheffield United, Portsmouth, Oxford United, Sheffield Wednesday',
  ),
  league(
    'nl-eredivisie',
    'football',
    'Eredivisie',
    'NL',
    FOOTBALL(2, [11, 20]),
    [82, 62],
    'PSV, Feyenoord, Ajax, AZ, FC Twente, FC Utrecht, NEC, Go Ahead Eagles, sc Heerenveen, Sparta Rotterdam, Fortuna Sittard, PEC Zwolle, FC Groningen, Heracles Almelo, NAC Breda, Excelsior, FC Volendam, Telstar',
  ),
  league(
    'pt-primeira-liga',
    'football',
    'Primeira Liga',
    'PT',
    FOOTBALL(1, [14, 21.5]),
    [83, 62],
    'Benfica, Porto, Sporting CP, Braga, Vitória de Guimarães, Famalicão, Gil Vicente, Moreirense, Estoril, Rio Ave, Casa Pia, Santa Clara, Arouca, Nacional, Estrela da Amadora, AVS, Alverca, Tondela',
  ),
  league(
    'sco-premiership',
    'football',
    'Scottish Premiership',
    'GB',
    FOOTBALL(2, [12, 19.75]),
    [78, 62],
    'Celtic, Rangers, Hearts, Hibernian, Aberdeen, Motherwell, Dundee United, St Mirren, Kilmarnock, Falkirk, Dundee, Livingston',
  ),
  league(
    'sa-pro-league',
    'football',
    'Saudi Pro League',
    'SA',
    FOOTBALL(0, [14, 19]),
    [80, 62],
    'Al Hilal, Al Nassr, Al Ittihad, Al Ahli, Al Qadsiah, Al Taawoun, Al Ettifaq, Al Shabab, Al Fateh, Al Khaleej, Al Kholood, Al Riyadh, Al Fayha, Al Okhdood, Al Hazem, Damac, Al Najma, NEOM SC',
  ),
  league(
    'br-serie-a',
    'football',
    'Brasileirão Série A',
    'BR',
    FOOTBALL(0, [19, 25.5]),
    [82, 66],
    'Flamengo, Palmeiras, Cruzeiro, Botafogo, Fluminense, Bahia, São Paulo, Internacional, Corinthians, Grêmio, Atlético Mineiro, Vasco da Gama, Fortaleza, Red Bull Bragantino, Ceará, Vitória, Santos, Mirassol, Juventude, Sport Recife',
  ),
  league(
    'ar-liga-profesional',
    'football',
    'Liga Profesional',
    'AR',
    FOOTBALL(1, [18, 26]),
    [80, 65],
    'River Plate, Boca Juniors, Racing Club, Vélez Sarsfield, Estudiantes, Independiente, San Lorenzo, Talleres, Huracán, Rosario Central, Argentinos Juniors, Lanús, Newell’s Old Boys, Godoy Cruz, Belgrano, Unión, Tigre, Platense, Defensa y Justicia, Banfield',
  ),
  league(
    'us-mls',
    'football',
    'MLS',
    'US',
    FOOTBALL(2, [23, 27.5]),
    [76, 64],
    'Inter Miami, LAFC, LA Galaxy, Columbus Crew, FC Cincinnati, Seattle Sounders, Philadelphia Union, Orlando City, Vancouver Whitecaps, San Diego FC, Minnesota United, Nashville SC, Charlotte FC, New York City FC, New York Red Bulls, Atlanta United, Portland Timbers, Austin FC, Real Salt Lake, Houston Dynamo',
  ),
  league(
    'mx-liga-mx',
    'football',
    'Liga MX',
    'MX',
    FOOTBALL(0, [0, 4.5]),
    [77, 64],
    'América, Cruz Azul, Toluca, Tigres UANL, Monterrey, Pachuca, Guadalajara, Pumas UNAM, León, Atlas, Tijuana, Santos Laguna, Necaxa, Puebla, Querétaro, Mazatlán, Atlético San Luis, FC Juárez',
  ),
  league(
    'jp-j1-league',
    'football',
    'J1 League',
    'JP',
    FOOTBALL(1, [5, 11]),
    [76, 64],
    'Vissel Kobe, Kashima Antlers, Kashiwa Reysol, Sanfrecce Hiroshima, Machida Zelvia, Urawa Red Diamonds, Kawasaki Frontale, Gamba Osaka, Cerezo Osaka, FC Tokyo, Kyoto Sanga, Avispa Fukuoka, Nagoya Grampus, Tokyo Verdy, Fagiano Okayama, Shimizu S-Pulse, Shonan Bellmare, Yokohama F. Marinos, Yokohama FC, Albirex Niigata',
  ),
  league(
    'kr-k-league-1',
    'football',
    'K League 1',
    'KR',
    FOOTBALL(2, [4, 11]),
    [74, 64],
    'Jeonbuk Hyundai Motors, Ulsan HD, Pohang Steelers, FC Seoul, Gimcheon Sangmu, Gangwon FC, Daejeon Hana Citizen, Gwangju FC, FC Anyang, Suwon FC, Jeju SK, Daegu FC',
  ),
  league(
    'au-a-league',
    'football',
    'A-League',
    'AU',
    FOOTBALL(0, [5, 11]),
    [72, 62],
    'Melbourne City, Auckland FC, Sydney FC, Melbourne Victory, Western Sydney Wanderers, Adelaide United, Macarthur FC, Wellington Phoenix, Central Coast Mariners, Newcastle Jets, Brisbane Roar, Perth Glory',
  ),

  league(
    'tr-bsl',
    'basketball',
    'Basketbol Süper Ligi',
    'TR',
    BASKETBALL(0, [14, 18.5], true),
    [86, 66],
    'Fenerbahçe Beko, Anadolu Efes, Galatasaray MCT Technic, Beşiktaş Fibabanka, Türk Telekom, Karşıyaka, Bahçeşehir Koleji, Tofaş, Manisa Basket, Petkim Spor, Büyükçekmece, Trabzonspor Basketbol, Mersin Spor, Bursaspor Basketbol, Esenler Erokspor Basketbol, Merkezefendi',
  ),
  league(
    'euroleague',
    'basketball',
    'EuroLeague',
    'EU',
    BASKETBALL(1, [16.5, 19.75]),
    [87, 76],
    'Real Madrid Baloncesto, Panathinaikos, Olympiacos, FC Barcelona Basket, Žalgiris, AS Monaco, Partizan, Crvena Zvezda, Maccabi Tel Aviv, Hapoel Tel Aviv, Virtus Bologna, Olimpia Milano, Baskonia, Valencia Basket, Bayern Basketball, ASVEL, Paris Basketball, Dubai Basketball',
  ),
  league(
    'nba',
    'basketball',
    'NBA',
    'US',
    BASKETBALL(0, [0, 3.5]),
    [91, 70],
    'Oklahoma City Thunder, Boston Celtics, Denver Nuggets, Cleveland Cavaliers, New York Knicks, Milwaukee Bucks, Los Angeles Lakers, Golden State Warriors, Dallas Mavericks, Minnesota Timberwolves, Houston Rockets, Indiana Pacers, Orlando Magic, Memphis Grizzlies, Los Angeles Clippers, Detroit Pistons, Miami Heat, Atlanta Hawks, Sacramento Kings, Phoenix Suns, San Antonio Spurs, Chicago Bulls, Philadelphia 76ers, Toronto Raptors, Portland Trail Blazers, New Orleans Pelicans, Utah Jazz, Brooklyn Nets, Charlotte Hornets, Washington Wizards',
  ),
  league(
    'cn-cba',
    'basketball',
    'CBA',
    'CN',
    BASKETBALL(1, [11, 13.5]),
    [80, 66],
    'Guangdong Southern Tigers, Liaoning Flying Leopards, Zhejiang Golden Bulls, Shanghai Sharks, Beijing Ducks, Shenzhen Leopards, Xinjiang Flying Tigers, Shandong Heroes, Qingdao Eagles, Beijing Royal Fighters, Shanxi Loongs, Guangzhou Loong Lions, Jiangsu Dragons, Fujian Sturgeons, Tianjin Pioneers, Nanjing Monkey Kings, Sichuan Blue Whales, Ningbo Rockets, Jilin Northeast Tigers, Zhejiang Lions',
  ),
  league(
    'au-nbl',
    'basketball',
    'NBL',
    'AU',
    BASKETBALL(0, [8, 10]),
    [78, 68],
    'Melbourne United, Sydney Kings, Perth Wildcats, Illawarra Hawks, Tasmania JackJumpers, Adelaide 36ers, Brisbane Bullets, Cairns Taipans, New Zealand Breakers, South East Melbourne Phoenix',
  ),

  league(
    'atp-tour',
    'tennis',
    'ATP Tour',
    'WORLD',
    TENNIS([9, 19], true),
    [95, 74],
    'Jannik Sinner, Carlos Alcaraz, Alexander Zverev, Novak Djokovic, Taylor Fritz, Daniil Medvedev, Casper Ruud, Alex de Minaur, Ben Shelton, Lorenzo Musetti, Jack Draper, Holger Rune, Andrey Rublev, Tommy Paul, Frances Tiafoe, Stefanos Tsitsipas, Grigor Dimitrov, Karen Khachanov, Félix Auger-Aliassime, Jakub Menšík, Alexander Bublik, Arthur Fils, Ugo Humbert, Francisco Cerúndolo, Sebastian Korda, Jiří Lehečka, Tomáš Macháč, Flavio Cobolli, Denis Shapovalov, Alejandro Davidovich Fokina, Brandon Nakashima, Joao Fonseca',
  ),
  league(
    'wta-tour',
    'tennis',
    'WTA Tour',
    'WORLD',
    TENNIS([9.5, 19.5]),
    [94, 74],
    'Aryna Sabalenka, Iga Świątek, Coco Gauff, Elena Rybakina, Jessica Pegula, Jasmine Paolini, Zheng Qinwen, Amanda Anisimova, Mirra Andreeva, Madison Keys, Emma Navarro, Paula Badosa, Elina Svitolina, Daria Kasatkina, Karolína Muchová, Ekaterina Alexandrova, Belinda Bencic, Clara Tauson, Liudmila Samsonova, Diana Shnaider, Beatriz Haddad Maia, Leylah Fernandez, Marta Kostyuk, Jeļena Ostapenko, Barbora Krejčíková, Victoria Mboko, Linda Nosková, Emma Raducanu, Donna Vekić, Magda Linette, Elise Mertens, Zeynep Sönmez',
  ),
  league('itf-m15-antalya', 'tennis', 'ITF M15 Antalya', 'TR', TENNIS([6, 14]), [72, 58], players(64)),
  league('itf-w15-antalya', 'tennis', 'ITF W15 Antalya', 'TR', TENNIS([9, 17]), [72, 58], players(64)),
  league('itf-m25-nonthaburi', 'tennis', 'ITF M25 Nonthaburi', 'TH', TENNIS([3, 11]), [72, 58], players(64)),
  league('itf-w35-monastir', 'tennis', 'ITF W35 Monastir', 'TN', TENNIS([12, 20]), [74, 60], players(64)),
  league('atp-challenger-lima', 'tennis', 'ATP Challenger Lima', 'PE', TENNIS([17, 27]), [78, 64], players(64)),
  league('wta-125-florianopolis', 'tennis', 'WTA 125 Florianópolis', 'BR', TENNIS([16, 26]), [78, 64], players(64)),
  league('atp-challenger-yokohama', 'tennis', 'ATP Challenger Yokohama', 'JP', TENNIS([0, 9]), [78, 64], players(64)),
  league('itf-w25-bali', 'tennis', 'ITF W25 Bali', 'ID', TENNIS([0.5, 9]), [72, 58], players(64)),
  league('itf-m25-cancun', 'tennis', 'ITF M25 Cancún', 'MX', TENNIS([19, 28]), [72, 58], players(64)),
  league('atp-challenger-playford', 'tennis', 'ATP Challenger Playford', 'AU', TENNIS([21, 29]), [78, 64], players(64)),

  league(
    'tr-sultanlar-ligi',
    'volleyball',
    'Sultanlar Ligi',
    'TR',
    VOLLEYBALL(0, [12.5, 17], true),
    [90, 66],
    'VakıfBank, Fenerbahçe Medicana, Eczacıbaşı Dynavit, Galatasaray Daikin, THY, Aras Kargo, Nilüfer Belediyespor, Kuzeyboru, Zeren Spor, Beşiktaş Voleybol, Göztepe Voleybol, Bahçelievler Belediyesi, Aydın Büyükşehir Belediyespor, İlbank',
  ),
  league(
    'tr-efeler-ligi',
    'volleyball',
    'Efeler Ligi',
    'TR',
    VOLLEYBALL(1, [12, 16.5]),
    [86, 66],
    'Halkbank, Ziraat Bankkart, Fenerbahçe Medicana Erkek, Galatasaray HDI Sigorta, Arkas Spor, Spor Toto, Akkuş Belediyespor, Bursa Büyükşehir Belediyespor, Cizre Belediyespor, Alanya Belediyespor, Tokat Belediye Plevnespor, Altekma',
  ),
  league(
    'it-superlega',
    'volleyball',
    'SuperLega',
    'IT',
    VOLLEYBALL(2, [17, 19.5]),
    [90, 72],
    'Sir Susa Vim Perugia, Itas Trentino, Cucine Lube Civitanova, Allianz Milano, Gas Sales Piacenza, Rana Verona, Valsa Group Modena, Cisterna Volley, Vero Volley Monza, Sonepar Padova, Yuasa Grottazzolina, MA Acqua S.Bernardo Cuneo',
  ),

  league(
    'cs2-pro-league',
    'cs2',
    'ESL Pro League',
    'WORLD',
    ESPORTS(0, [12, 21], true),
    [92, 72],
    'Team Vitality, Natus Vincere, Team Spirit, FaZe Clan, MOUZ, G2 Esports, Team Falcons, Aurora, Eternal Fire, Astralis, Heroic, Virtus.pro, 3DMAX, GamerLegion, BIG, SAW, ENCE, Fnatic, Ninjas in Pyjamas, Monte',
  ),
  league(
    'cs2-cct-americas',
    'cs2',
    'CCT Americas',
    'WORLD',
    ESPORTS(1, [20, 28]),
    [84, 68],
    'FURIA, Team Liquid, paiN Gaming, MIBR, Complexity, NRG, M80, Wildcard, Imperial, Legacy, ODDIK, Fluxo, 9z Team, BESTIA',
  ),
  league(
    'cs2-asia',
    'cs2',
    'CS Asia Championships',
    'WORLD',
    ESPORTS(0, [3, 11]),
    [86, 66],
    'The MongolZ, Lynn Vision, TYLOO, Rare Atom, FlyQuest, Vertex, Rooster, MindFreak, Bleed Esports, Eruption, ThunderFlash, Atox',
  ),
  league(
    'valorant-champions-tour',
    'valorant',
    'VCT EMEA',
    'EU',
    ESPORTS(1, [15, 21], true),
    [89, 74],
    'Team Heretics, Fnatic, Team Vitality, Karmine Corp, FUT Esports, BBL Esports, Team Liquid, Natus Vincere, GIANTX, Gentle Mates, Movistar KOI, Apeks',
  ),
  league(
    'vct-americas',
    'valorant',
    'VCT Americas',
    'WORLD',
    ESPORTS(0, [20, 27]),
    [89, 74],
    'Sentinels, G2 Esports, 100 Thieves, NRG, Cloud9, Evil Geniuses, LOUD, MIBR, Leviatán, KRÜ Esports, FURIA, 2Game Esports',
  ),
  league(
    'vct-pacific',
    'valorant',
    'VCT Pacific',
    'WORLD',
    ESPORTS(1, [6, 13]),
    [89, 74],
    'Paper Rex, DRX, T1, Gen.G, ZETA DIVISION, DetonatioN FocusMe, Rex Regum Qeon, Talon, Global Esports, Team Secret, BOOM Esports, Nongshim RedForce',
  ),
  league(
    'vct-china',
    'valorant',
    'VCT China',
    'CN',
    ESPORTS(0, [6, 13]),
    [88, 72],
    'EDward Gaming, Bilibili Gaming, FunPlus Phoenix, Trace Esports, Titan Esports Club, Dragon Ranger Gaming, Xi Lai Gaming, Wolves Esports, All Gamers, JD Gaming, Nova Esports, TYLOO',
  ),
  league(
    'lol-lec',
    'lol',
    'LEC',
    'EU',
    ESPORTS(0, [16, 21], true),
    [90, 74],
    'G2 Esports, Fnatic, Movistar KOI, Karmine Corp, Team BDS, Team Heretics, Team Vitality, SK Gaming, GIANTX, Rogue',
  ),
  league(
    'lol-lck',
    'lol',
    'LCK',
    'KR',
    ESPORTS(1, [7, 13]),
    [93, 76],
    'T1, Gen.G, Hanwha Life Esports, KT Rolster, Dplus KIA, DRX, BNK FEARX, Nongshim RedForce, OKSavingsBank BRION, DN Freecs',
  ),
  league(
    'lol-lpl',
    'lol',
    'LPL',
    'CN',
    ESPORTS(0, [8, 15]),
    [92, 74],
    'Bilibili Gaming, Top Esports, JD Gaming, Anyone’s Legend, Weibo Gaming, Invictus Gaming, Ninjas in Pyjamas, LNG Esports, EDward Gaming, FunPlus Phoenix, Team WE, Oh My God, ThunderTalk Gaming, LGD Gaming, Ultra Prime, Royal Never Give Up',
  ),
  league(
    'lol-lta-north',
    'lol',
    'LTA North',
    'US',
    ESPORTS(1, [21, 27]),
    [86, 72],
    'Cloud9, Team Liquid, FlyQuest, 100 Thieves, Shopify Rebellion, Dignitas, LYON, Disguised',
  ),
  league(
    'dota2-dreamleague',
    'dota2',
    'DreamLeague',
    'WORLD',
    ESPORTS(1, [11, 21], true),
    [90, 74],
    'Team Liquid, Gaimin Gladiators, Team Falcons, Tundra Esports, BetBoom Team, Team Spirit, Xtreme Gaming, Team Secret, OG, Aurora, Heroic, Nigma Galaxy, PARIVISION, Natus Vincere, Virtus.pro, Shopify Rebellion',
  ),
  league(
    'dota2-sea',
    'dota2',
    'Dota 2 SEA League',
    'WORLD',
    ESPORTS(0, [3, 11]),
    [84, 68],
    'Talon Esports, Azure Ray, Blacklist International, Geek Fam, BOOM Esports, Aster, LGD Gaming, Team Zero, Execration, Yakult Brothers',
  ),
];
