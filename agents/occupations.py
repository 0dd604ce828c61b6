"""Which nouns name a job: the lexicon behind "I'm a <noun>" being an occupation.

"I'm a pharmacist" states a job; "I'm a pescatarian", "I'm an early riser", "I'm a huge fan
of opera", "I'm a stepmom" and "I'm a Leo" do not. A suffix rule alone (-er, -ist, -ian,
-or) cannot tell them apart ("vegetarian", "optimist", "believer", "gamer" all fit), so the
decision is a lexicon of job nouns per language, with the head of the noun phrase looked up
in it, and a morphological rule only where a language marks jobs reliably:

- English, French, Spanish: the head noun must be in the lexicon (singular; French and
  Spanish feminine forms are listed). Compounds are found by their head ("software
  engineer", "ingeniero de software"), so the lexicon lists heads, not titles.
- German: a word equals a listed noun, or ends in one of the listed compound heads
  (``-lehrer``, ``-ingenieur``, ``-ärztin`` …); the feminine ``-in`` of each is accepted.
- Chinese and Japanese: the noun phrase ends in a listed job noun, or in a job suffix
  (师/员, 師/士/員/官) that is not one of the listed exceptions (会员 "member", 党员,
  紳士 "gentleman" …). 者 and 家 are not suffix rules (素食者 "vegetarian", 爱好者 "fan",
  愛好家 "enthusiast", 努力家 "hard worker"): their job nouns are listed one by one.

An evaluative word in the noun phrase ("a good cook", "a careful driver", "a hard worker",
"an aspiring writer", "a big fan") makes it a trait, not a job: see ``TRAIT_MODIFIERS``.
"""

from __future__ import annotations

import re
import unicodedata

_LATIN_MARKS = re.compile("[\u0300-\u036f]")


def _fold(text: str) -> str:
    """Lower case without Latin accents: chat writes "infirmiere" as often as "infirmière"."""
    text = text.casefold()
    if text.isascii():
        return text
    return unicodedata.normalize("NFC", _LATIN_MARKS.sub("", unicodedata.normalize("NFD", text)))


def _words(text: str) -> frozenset[str]:
    return frozenset(_fold(word) for word in text.split())


# English head nouns (singular, lower case).
EN = _words(
    """
    accountant actor actress actuary acupuncturist administrator adviser advisor agent
    analyst anaesthetist anesthesiologist animator announcer anthropologist apprentice
    arborist archaeologist archeologist architect archivist artisan assistant astronaut
    astronomer athlete attendant attorney auctioneer audiologist auditor author babysitter
    baker ballerina banker barber barista barrister bartender beautician biochemist
    biologist blacksmith blogger bodyguard bookkeeper bookseller botanist bouncer
    bricklayer broadcaster broker builder bureaucrat busker butcher butler buyer cabbie
    cameraman captain cardiologist caregiver caretaker carer carpenter cartographer
    cartoonist cashier caterer ceo cfo chaplain chauffeur chef chemist chiropractor
    choreographer cinematographer cleaner clergyman clerk clinician coach coder
    colonel columnist comedian composer concierge conductor confectioner conservator
    consultant contractor cook coo copywriter coroner correspondent cosmetologist
    councillor councilor counsellor counselor courier croupier cto curator custodian
    dancer dean decorator dentist deputy dermatologist designer detective developer
    diplomat director dispatcher dietitian dietician doctor doorman doula draftsman
    draughtsman dressmaker driver drummer ecologist economist editor educator electrician
    embalmer engineer entrepreneur epidemiologist esthetician estimator examiner executive
    farmer fireman firefighter fisherman florist footballer foreman forester founder
    freelancer gamekeeper gardener geneticist geographer geologist glazier goldsmith gp
    groundskeeper guard guide gynaecologist gynecologist hairdresser hairstylist handyman
    headmaster headmistress headteacher herbalist historian homemaker hostess housekeeper
    housewife househusband hygienist illustrator immunologist inspector instructor
    intern internist interpreter investigator janitor jeweler jeweller jockey joiner
    journalist judge labourer laborer landscaper lawyer lecturer legislator librarian
    lieutenant lifeguard linguist locksmith logistician lumberjack machinist magician maid
    mailman manager manicurist marine marketer mason masseur masseuse mathematician
    mayor mechanic mediator merchant meteorologist microbiologist midwife miner minister
    missionary model monk musician nanny naturopath navigator neurologist neuroscientist
    neurosurgeon notary novelist nun nurse nutritionist obstetrician oceanographer officer
    oncologist ophthalmologist optician optometrist orderly organist orthodontist
    osteopath paediatrician painter paralegal paramedic pastor pathologist pediatrician
    performer pharmacist pharmacologist philosopher phlebotomist photographer
    photojournalist physician physicist physio physiotherapist pianist pilot planner
    playwright plasterer plumber podcaster podiatrist poet policeman policewoman
    politician porter postdoc postman postwoman potter preacher presenter priest
    principal producer professor programmer proofreader prosecutor psychiatrist
    psychoanalyst psychologist psychotherapist publicist publisher rabbi radiographer
    radiologist rancher ranger realtor receptionist recruiter referee registrar reporter
    researcher roofer sailor salesman salesperson saleswoman scientist screenwriter
    sculptor seamstress secretary senator sergeant sheriff shepherd shopkeeper
    silversmith singer smith sociologist soldier solicitor sommelier songwriter
    sonographer statistician steward stewardess stockbroker storekeeper student
    stuntman stylist superintendent surgeon surveyor tailor tattooist taxidermist
    teacher technician technologist therapist tiler toxicologist trader trainee trainer
    translator trucker tutor typist umpire undergrad undergraduate undertaker upholsterer
    urologist usher valet vendor vet veterinarian vicar violinist virologist vlogger
    waiter waitress warden webmaster welder winemaker woodworker writer youtuber zookeeper
    zoologist cellist guitarist saxophonist flautist bassist trumpeter harpist percussionist
    lyricist vocalist sysadmin tester retiree pensioner servant worker artist
    practitioner coordinator generalist specialist associate operator supervisor
    strategist scheduler representative rep cpa rn lpn emt cna vp cop medic dev tech
    underwriter adjuster teller stocker dishwasher busser host brewer imam deacon
    controller bailiff groomer farmhand installer fabricator videographer influencer
    streamer creator dj aide administrator airman lead server pm sre swe sde qa
    """
)
# Titles whose head alone is no job ("a dog owner", "a master of excuses"): the pair is.
EN_TITLES = frozenset(
    {
        ("business", "owner"),
        ("shop", "owner"),
        ("store", "owner"),
        ("restaurant", "owner"),
        ("cafe", "owner"),
        ("bakery", "owner"),
        ("product", "owner"),
        ("scrum", "master"),
        ("mail", "carrier"),
        ("letter", "carrier"),
        # the heads of a school or a department ("deputy head at Parkside")
        ("deputy", "head"),
        ("assistant", "head"),
        ("department", "head"),
        ("vice", "principal"),
    }
)

# Modifiers that turn "a <noun>" into a trait or an aspiration ("a good cook", "a careful
# driver", "a hard worker", "an aspiring writer", "a big fan"), in every language.
TRAIT_MODIFIERS = _words(
    """
    good bad great terrible awful poor decent excellent amazing lousy careful careless
    nervous anxious slow fast quick big huge massive giant little light heavy early late
    picky fussy avid keen casual hobby hobbyist amateur aspiring wannabe would-be future
    hard lazy born natural self-taught weekend sunday occasional frustrated struggling
    total complete true proud secret closet budding role volunteer voluntary honorary
    unpaid ehrenamtlicher ehrenamtliche bénévole voluntario voluntaria
    bon bonne mauvais mauvaise grand grande gros grosse petit petite futur future
    buen buena mal mala gran gran gran futuro futura aspirante
    guter gute guten schlechter schlechte großer große angehender angehende
    """
)

# French head nouns (the head comes first: "ingénieur logiciel", "prof de maths").
FR = _words(
    """
    acteur actrice agriculteur agricultrice aide-soignant aide-soignante analyste
    architecte artisan artisane assistant assistante astronaute auteur autrice avocat
    avocate banquier banquière barman barmaid bibliothécaire biologiste boucher bouchère
    boulanger boulangère caissier caissière chanteur chanteuse charpentier chauffeur
    chauffeuse chef chercheur chercheuse chimiste chirurgien chirurgienne coiffeur coiffeuse
    comédien comédienne commerçant commerçante comptable concierge conducteur conductrice
    conseiller conseillère consultant consultante cuisinier cuisinière danseur danseuse
    dentiste designer directeur directrice docteur développeur développeuse éboueur
    économiste écrivain écrivaine éditeur éditrice éducateur éducatrice électricien
    électricienne employé employée enseignant enseignante entrepreneur entrepreneuse
    étudiant étudiante facteur factrice fermier fermière fleuriste fonctionnaire
    formateur formatrice garagiste gendarme graphiste guide historien historienne
    illustrateur illustratrice infirmier infirmière informaticien informaticienne
    ingénieur ingénieure instituteur institutrice interprète jardinier jardinière
    journaliste juge juriste kinésithérapeute kiné libraire maçon maître maîtresse
    manager mannequin maquilleur maquilleuse marin mécanicien mécanicienne médecin
    menuisier militaire musicien musicienne notaire nounou opticien opticienne orthophoniste
    ostéopathe ouvrier ouvrière pâtissier pâtissière peintre pharmacien pharmacienne
    photographe physicien physicienne pilote plombier policier policière pompier
    professeur professeure prof programmeur programmeuse psychiatre psychologue psy
    puéricultrice rédacteur rédactrice réceptionniste retraité retraitée sage-femme
    scientifique secrétaire serveur serveuse soldat stagiaire styliste technicien
    technicienne traducteur traductrice vendeur vendeuse vétérinaire urbaniste
    cheffe cadre commercial commerciale consultant chargé chargée responsable gérant gérante
    avocat chef-cuisinier doctorant doctorante chercheur ambulancier ambulancière
    livreur livreuse agent agente animateur animatrice auxiliaire sapeur-pompier
    proviseur principale inspecteur inspectrice surveillant surveillante pompiste
    conducteur caviste bijoutier bijoutière horloger cordonnier
    aide artiste opérateur opératrice coordinateur coordinatrice gestionnaire contrôleur
    contrôleuse superviseur superviseuse auditeur auditrice huissier greffier greffière
    magistrat magistrate ergothérapeute diététicien diététicienne documentaliste lycéen
    lycéenne élève apprenti apprentie alternant alternante intérimaire saisonnier
    saisonnière charcutier poissonnier fromager épicier esthéticienne couturier couturière
    tailleur carreleur couvreur serrurier chauffagiste carrossier routier hôtesse steward
    éleveur éleveuse viticulteur vigneron vigneronne maraîcher paysagiste géomètre patron
    pdg magasinier magasinière préparateur préparatrice cariste manutentionnaire soudeur
    soudeuse psychomotricien psychomotricienne administrateur administratrice
    """
)

# Spanish head nouns, masculine and feminine.
ES = _words(
    """
    abogado abogada actor actriz administrativo administrativa agricultor agricultora
    albañil analista arquitecto arquitecta artista asesor asesora auxiliar azafata
    bailarín bailarina banquero banquera barbero barbera barista bibliotecario
    bibliotecaria biólogo bióloga bombero bombera cajero cajera camarero camarera
    camionero camionera cantante carnicero carnicera carpintero carpintera cartero
    chef cirujano cirujana científico científica cocinero cocinera conductor conductora
    consultor consultora contable contador contadora dentista desarrollador desarrolladora
    diseñador diseñadora director directora economista editor editora electricista
    empleado empleada empresario empresaria enfermero enfermera entrenador entrenadora
    escritor escritora estudiante farmacéutico farmacéutica fisioterapeuta florista
    fontanero fontanera fotógrafo fotógrafa funcionario funcionaria gerente granjero
    granjera guía historiador historiadora informático informática ingeniero ingeniera
    investigador investigadora jardinero jardinera juez jueza maestro maestra mecánico
    mecánica médico médica militar modelo músico música niñera notario notaria
    oficinista panadero panadera periodista piloto pintor pintora plomero plomera policía
    profe profesor profesora programador programadora psicólogo psicóloga psiquiatra
    recepcionista repartidor repartidora reportero reportera secretario secretaria
    soldado taxista técnico técnica traductor traductora veterinario veterinaria
    vendedor vendedora jubilado jubilada becario becaria doctorando doctoranda
    odontólogo odontóloga pediatra cuidador cuidadora limpiador limpiadora peluquero
    peluquera obrero obrera gestor gestora comercial dependiente dependienta
    matrona sacerdote monja mesero mesera repartidor mozo moza cocinera chófer chofer
    azafato guardia vigilante conserje barrendero fisico química químico
    jefe jefa coordinador coordinadora supervisor supervisora operario operaria operador
    operadora mensajero mensajera fiscal procurador procuradora auditor auditora
    administrador administradora soldador soldadora herrero ganadero ganadera pescador
    pescadora pastelero pastelera repostero repostera barman bartender representante
    agente emprendedor emprendedora dueño dueña educador educadora catedrático
    catedrática alumno alumna nutricionista logopeda terapeuta partera intérprete
    ilustrador ilustradora esteticista maquillador maquilladora costurera modista sastre
    pensionista ama amo peón jornalero jornalera minero minera marinero marinera
    encargado encargada capataz subdirector subdirectora subgerente subjefe subjefa
    socorrista árbitro árbitra deportista futbolista tenista trabajador trabajadora
    desarrolladora analista doctor doctora
    """
)

# German nouns; a word also counts when it ends in one of ``DE_HEADS`` (compounds).
DE = _words(
    """
    arzt ärztin anwalt anwältin apotheker architekt bäcker bankkaufmann bankkauffrau
    beamter beamtin berater bibliothekar bauer bäuerin buchhalter busfahrer chemiker
    chef chefin dachdecker designer dolmetscher elektriker erzieher friseur friseurin
    gärtner hausmann hausfrau handwerker hebamme informatiker ingenieur journalist
    kassierer kaufmann kauffrau kellner kellnerin koch köchin krankenschwester
    krankenpfleger künstler landwirt lehrer lokführer maler manager maurer mechaniker
    metzger musiker notar ökonom optiker pfarrer pfarrerin pilot pfleger pflegekraft
    physiker physiotherapeut polizist politiker postbote professor programmierer
    psychologe psychologin psychiater rechtsanwalt rechtsanwältin redakteur richter
    sänger schauspieler schneider schreiner schriftsteller sekretär soldat
    sozialarbeiter steuerberater student studentin schüler schülerin taxifahrer
    techniker tierarzt tierärztin tischler übersetzer verkäufer wissenschaftler
    zahnarzt zahnärztin azubi auszubildender auszubildende praktikant praktikantin
    rentner rentnerin pensionär doktorand doktorandin entwickler forscher fotograf
    fotografin grafiker hausmeister kindergärtner kindergärtnerin lkw-fahrer
    konditor fleischer installateur monteur mechatroniker elektroniker klempner glaser
    lackierer fliesenleger florist kosmetikerin sanitäter offizier diakon archivar dozent
    lektor autor autorin texter regisseur produzent tänzer tänzerin moderator moderatorin
    unternehmer unternehmerin gründer gründerin barkeeper barista lagerist flugbegleiter
    stewardess schaffner briefträger zusteller kurier biologe biologin mathematiker
    statistiker jurist juristin referendar referendarin pädagoge pädagogin logopäde
    logopädin psychotherapeut postdoc beamte angestellter angestellte arbeiter
    mitarbeiter verwaltungsangestellte
    geselle gesellin lehrling werkstudent werkstudentin meister meisterin sachbearbeiter
    sachbearbeiterin referent referentin volontär volontärin trainee
    """
)

# Compound heads for German: "Softwareentwickler", "Grundschullehrerin", "Projektleiter".
DE_HEADS = tuple(
    _fold(h)
    for h in (
        "lehrer",
        "ingenieur",
        "entwickler",
        "arzt",
        "ärztin",
        "berater",
        "techniker",
        "manager",
        "leiter",
        "verkäufer",
        "kaufmann",
        "kauffrau",
        "pfleger",
        "analyst",
        "designer",
        "architekt",
        "wissenschaftler",
        "informatiker",
        "programmierer",
        "mechaniker",
        "elektriker",
        "anwalt",
        "anwältin",
        "journalist",
        "therapeut",
        "assistent",
        "sekretär",
        "redakteur",
        "referent",
        "sachbearbeiter",
        "erzieher",
        "fahrer",
        "führer",
        "meister",
        "beamter",
        "beamtin",
        "forscher",
        "koch",
        "köchin",
        # heads of trade and office compounds ("Steuerfachangestellte", "Bauarbeiter",
        # "Zahnarzthelferin", "Pflegekraft", "Betriebswirt", "Uhrmacher")
        "angestellte",
        "angestellter",
        "arbeiter",
        "helfer",
        "kraft",
        "wirt",
        "händler",
        "vertreter",
        "planer",
        "prüfer",
        "trainer",
        "betreuer",
        "begleiter",
        "bearbeiter",
        "macher",
        "pädagoge",
        "psychologe",
        "sanitäter",
        "monteur",
        "gärtner",
        "bäcker",
        "direktor",
        "fachmann",
        "fachfrau",
        "administrator",
        "student",
    )
)
# "Radfahrer", "Autofahrer", "Skifahrer" ride for themselves; "Reiseführer" is a book.
DE_HEAD_EXCEPTIONS = _words(
    """
    radfahrer autofahrer skifahrer motorradfahrer beifahrer geisterfahrer reiseführer
    weltmeister fußballfan frühaufsteher wasserkraft willenskraft muskelkraft
    geldautomat heimwerker spielmacher stimmungsmacher miesmacher
    """
)

# Chinese job nouns (the noun phrase must end in one) and suffixes with exceptions.
ZH = (
    "老师",
    "教师",
    "医生",
    "大夫",
    "护士",
    "助产士",
    "程序员",
    "工程师",
    "律师",
    "会计",
    "学生",
    "研究生",
    "大学生",
    "博士生",
    "厨师",
    "司机",
    "设计师",
    "记者",
    "作家",
    "编辑",
    "销售",
    "经理",
    "总监",
    "主管",
    "警察",
    "消防员",
    "军人",
    "农民",
    "公务员",
    "研究员",
    "科学家",
    "教授",
    "药剂师",
    "牙医",
    "兽医",
    "建筑师",
    "翻译",
    "摄影师",
    "演员",
    "歌手",
    "音乐家",
    "画家",
    "模特",
    "主播",
    "自由职业者",
    "创业者",
    "企业家",
    "店主",
    "服务员",
    "快递员",
    "外卖员",
    "保安",
    "保姆",
    "家庭主妇",
    "全职太太",
    "学者",
    "工人",
    "码农",
    "产品经理",
    "咨询顾问",
    "顾问",
    "分析师",
    "老板",
    "秘书",
    "助理",
    "导游",
    "飞行员",
    "空姐",
    "乘务员",
    "理发师",
    "木匠",
    "电工",
    "水管工",
    "清洁工",
    "实习生",
    "博士后",
    "医师",
    "心理医生",
    "心理咨询师",
    "社工",
    "会计师",
    "银行职员",
    "职员",
    "店员",
    "收银员",
    "营业员",
    "裁缝",
    "艺术家",
    "导演",
    "制片人",
    "作曲家",
    "舞蹈演员",
    "运动员",
    "教练",
    "法官",
    "检察官",
    "外交官",
    "军官",
    "村医",
    "退休人员",
    "公司职员",
    "白领",
    "打工人",
    "全栈工程师",
    "骑手",
    "歌手",
    "水手",
    "助手",
    "选手",
    "车手",
    "鼓手",
    "网约车司机",
    "外卖小哥",
    "律师助理",
    "医药代表",
    "保洁",
    "月嫂",
    "全职妈妈",
    "全职爸爸",
    "家庭主夫",
    "硕士生",
    "本科生",
    "高中生",
    "初中生",
    "中学生",
    "留学生",
    "医学生",
    "UP主",
    "博主",
    # ranks and positions: a title is the job the user holds now
    "经理",
    "主管",
    "总监",
    "主任",
    "组长",
    "科长",
    "处长",
    "部长",
    "局长",
    "校长",
    "院长",
    "店长",
    "总裁",
    "总经理",
    "CEO",
    "经理",
)
# 长 is a head of something ("护士长", "厂长", "机长"), except where it is no post at all.
ZH_SUFFIXES = ("师", "员", "工", "长")
ZH_EXCEPTIONS = (
    "会员",
    "党员",
    "团员",
    "成员",
    "队员",
    "大师",
    "法师",
    "祖师",
    "宗师",
    "吃货",
    "粉丝",
    "义工",
    "童工",
    "家长",
    "班长",
    "学长",
    "兄长",
    "擅长",
    "特长",
    "成长",
    "延长",
    "身长",
    "年长",
    "很长",
    "太长",
    "好长",
)

# Japanese job nouns; suffixes 師 士 員 官 count unless listed as exceptions.
JA = (
    "エンジニア",
    "プログラマー",
    "プログラマ",
    "デザイナー",
    "コンサルタント",
    "マネージャー",
    "マネジャー",
    "フリーランス",
    "パティシエ",
    "シェフ",
    "カメラマン",
    "ライター",
    "エディター",
    "編集者",
    "アナリスト",
    "バリスタ",
    "パイロット",
    "モデル",
    "ミュージシャン",
    "アーティスト",
    "イラストレーター",
    "学生",
    "大学生",
    "大学院生",
    "高校生",
    "専門学校生",
    "主婦",
    "主夫",
    "教授",
    "医者",
    "記者",
    "研究者",
    "技術者",
    "経営者",
    "労働者",
    "作家",
    "画家",
    "漫画家",
    "建築家",
    "音楽家",
    "写真家",
    "翻訳家",
    "小説家",
    "政治家",
    "起業家",
    "実業家",
    "農家",
    "大工",
    "料理人",
    "職人",
    "通訳",
    "秘書",
    "社長",
    "店長",
    "部長",
    "課長",
    "係長",
    "営業",
    "事務",
    "保育士",
    "看護師",
    "医師",
    "教師",
    "先生",
    "薬剤師",
    "警察官",
    "公務員",
    "会社員",
    "銀行員",
    "店員",
    "自営業",
    "フリーター",
    "アルバイト",
    "パート",
    "インターン",
    "ナース",
    "ドライバー",
    "トレーナー",
    "セラピスト",
    "カウンセラー",
    "ジャーナリスト",
    "アナウンサー",
    "タレント",
    "俳優",
    "女優",
    "歌手",
    "声優",
    "弁護士",
    "研修医",
    "歯医者",
    "獣医",
    "退職者",
    "ウェイトレス",
    "ウェイター",
    "バーテンダー",
    "キャビンアテンダント",
    "スタイリスト",
    "ネイリスト",
    "ディレクター",
    "プロデューサー",
    "マーケター",
    "データサイエンティスト",
    "リサーチャー",
    "インストラクター",
    "コーチ",
    "ヘルパー",
    "ケアマネジャー",
    "ベビーシッター",
    "コック",
    "セールス",
    "販売員",
    "配達員",
    "店主",
    "教員",
    # ranks and positions ("課長", "主任"); 長 is also a suffix rule below
    "主任",
    "取締役",
    "専務",
    "常務",
    "リーダー",
    "役員",
    # "広告運用担当", "経理担当": the person in charge of a function holds it as a job
    "担当",
)
JA_SUFFIXES = ("師", "士", "員", "官", "職", "長")
JA_EXCEPTIONS = (
    "就職",
    "転職",
    "退職",
    "求職",
    "天職",
    "汚職",
    "内職",
    "会員",
    "全員",
    "定員",
    "満員",
    "人員",
    "紳士",
    "同士",
    "修士",
    "学士",
    "騎士",
    "恩師",
    "詐欺師",
    "器官",
    "感官",
    "武士",
    # 長 that is no rank: height, growth, extension, strength, head of family, seniority
    "身長",
    "成長",
    "延長",
    "特長",
    "家長",
    "年長",
    "最長",
    "助長",
    "冗長",
)


def is_english_job(noun_phrase: str) -> bool:
    """Is the head of this English noun phrase ("software engineer") a job noun?"""
    words = [w for w in _fold(noun_phrase).split() if w]
    if not words or any(w in TRAIT_MODIFIERS for w in words):
        return False
    head = words[-1].strip(".,;:!?'\"")
    return head in EN or tuple(words[-2:]) in EN_TITLES


def is_romance_job(noun_phrase: str, lexicon: frozenset[str]) -> bool:
    """French/Spanish: the head comes first ("ingénieur logiciel", "profesora de música");
    a title borrowed from English keeps its English order ("je suis data scientist")."""
    words = [w.strip(".,;:!?'\"") for w in _fold(noun_phrase).split()]
    words = [w for w in words if w]
    if not words or words[0] in TRAIT_MODIFIERS:
        return False
    # A hyphenated compound is found by its first part ("aide-comptable").
    head = words[0] if words[0] in lexicon or "-" not in words[0] else words[0].split("-")[0]
    return head in lexicon or is_english_title(words)


def is_english_title(words: list[str]) -> bool:
    """Two or three words ending in an English job noun ("product manager", "data
    scientist"): the borrowed titles French, Spanish and German use as they are."""
    if len(words) < 2 or words[0] in _ROMANCE_FUNCTION_WORDS:
        return False
    for n in (2, 3):
        phrase = words[:n]
        if (
            len(phrase) == n
            and all(w.isascii() and w.isalpha() for w in phrase)
            and phrase[-1] in EN
            and phrase[-1] not in _LOAN_CLASHES
        ):
            return True
    return False


# English job nouns that are also ordinary French/Spanish/German words ("guide", "model").
_LOAN_CLASHES = _words(
    "guide model host lead tech dev rep server aide agent chef coach mayor general pastor "
    "conductor director doctor actor editor tutor inspector auditor"
)
# A phrase opening with an article or a degree word is no borrowed title ("la mayor de …").
_ROMANCE_FUNCTION_WORDS = _words(
    "la le el los las les un una une de du des del mi mon ma mes mis su sa son muy tres "
    "très mas más plus tan si no pas der die das ein eine kein keine sehr"
)


def is_german_job(noun: str) -> bool:
    word = _fold(noun).strip(".,;:!?'\"")
    if not word or word in DE_HEAD_EXCEPTIONS or word.startswith("hobby"):
        return False
    if word in DE or (word.endswith("in") and word[:-2] in DE):
        return True
    base = word[:-2] if word.endswith("in") else word
    return any(len(base) > len(h) and base.endswith(h) for h in DE_HEADS) or any(
        len(word) > len(h) and word.endswith(h) for h in DE_HEADS
    )


def _ends_with_job(
    phrase: str, nouns: tuple[str, ...], suffixes: tuple[str, ...], bad: tuple[str, ...]
) -> bool:
    if not phrase or phrase.endswith(bad):
        return False
    if phrase.endswith(nouns):
        return True
    return len(phrase) >= 2 and phrase.endswith(suffixes)


def is_chinese_job(phrase: str) -> bool:
    return _ends_with_job(phrase, ZH, ZH_SUFFIXES, ZH_EXCEPTIONS)


def is_japanese_job(phrase: str) -> bool:
    # "法学部の学生" names a faculty (field of study) more than a job.
    return "学部" not in phrase and _ends_with_job(phrase, JA, JA_SUFFIXES, JA_EXCEPTIONS)
