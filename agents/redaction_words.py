"""The words the redactor reads around values, in English, Chinese, German, French, Spanish
and Japanese (and, for phone numbers, the other languages of the default phone regions).

Pure data: label phrases that name a secret, the words that can stand between a label and
its value, the words that are never a value (grammar words and the ordinary words people
say *about* a password: "wrong", "expired", "on the fridge"), and the words that say a
number is or is not a phone number. Patterns are built from these in the detector modules.
Every entry is lower case; the patterns match case-insensitively.
"""

from __future__ import annotations

__all__ = [
    "ABOUT_A_PASSWORD",
    "CARD_BACK_LABELS",
    "CARD_WORDS",
    "CODE_LABELS",
    "CREDENTIAL_LABELS",
    "CVV_LABELS",
    "KEY_LABELS",
    "KEY_NOT_AFTER",
    "KEY_NOT_BEFORE",
    "NETWORK_LABELS",
    "NOT_A_CARD_BEFORE",
    "NOT_A_PHONE_AFTER",
    "NOT_A_PHONE_BEFORE",
    "NOT_A_VALUE",
    "PASSPORT_LABELS",
    "PASSWORD_LABELS",
    "PERSONAL_LINE_WORDS",
    "PHONE_LABELS",
    "PIN_LABELS",
    "PUBLIC_LINE_WORDS",
    "SHORT_PASSWORD_LABELS",
    "UNITS_AFTER_A_NUMBER",
    "WEAK_CODE_LABELS",
    "WEAK_CODE_NOT_AFTER",
    "WEAK_PASS_NOT_AFTER",
    "words",
]


def words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def phrases(text: str) -> tuple[str, ...]:
    """One phrase per line; longest first, so a regex alternation prefers it."""
    found = {line.strip() for line in text.splitlines() if line.strip()}
    return tuple(sorted(found, key=lambda p: (-len(p), p)))


# A password or passphrase. German compounds end in the label ("WLAN-Passwort",
# "Routerkennwort"), so these may follow letters; the short ones below may not.
PASSWORD_LABELS = phrases(
    """
    password
    passwords
    passwörter
    kennwörter
    contraseñas
    passwd
    passphrase
    passwort
    security answer
    secret answer
    security question answer
    secret question answer
    answer to the security question
    answer to my security question
    answer to the secret question
    answer to my secret question
    memorable word
    memorable answer
    sicherheitsantwort
    geheimantwort
    antwort auf die sicherheitsfrage
    antwort auf meine sicherheitsfrage
    antwort der sicherheitsfrage
    antwort zur sicherheitsfrage
    réponse secrète
    réponse de sécurité
    réponse à la question secrète
    réponse à ma question secrète
    réponse à la question de sécurité
    réponse à ma question de sécurité
    réponse de la question secrète
    respuesta secreta
    respuesta de seguridad
    respuesta a la pregunta de seguridad
    respuesta a mi pregunta de seguridad
    respuesta a la pregunta secreta
    respuesta a mi pregunta secreta
    respuesta de la pregunta secreta
    密保答案
    密保问题答案
    密保问题的答案
    安全问题答案
    安全问题的答案
    秘密の答え
    秘密の質問の答え
    秘密の質問の回答
    合言葉
    kennwort
    mot de passe
    mot-de-passe
    mots de passe
    contraseña
    contrasena
    contra
    密码
    口令
    パスワード
    パスコード
    wifi key
    wi-fi key
    wlan key
    wpa key
    wpa2 key
    network key
    wlan-schlüssel
    wlan schlüssel
    wlanschlüssel
    wifi-schlüssel
    netzwerkschlüssel
    mot de pass
    clé wifi
    clé wi-fi
    clé wpa
    clé réseau
    clé de sécurité
    clave wifi
    clave del wifi
    clave de red
    clave de acceso
    clave de wifi
    passwrod
    pasword
    passowrd
    paswort
    密马
    密碼
    授权码
    授權碼
    wifi code
    wi-fi code
    code wifi
    code wi-fi
    wlan-code
    wifi-code
    暗号化キー
    ネットワークキー
    セキュリティキー
    wi-fiキー
    wifiキー
    ログインパスワード
    ぱすわーど
    パスワ
    """
)

# Short password labels that are also ordinary words: they need a word boundary on both
# sides, and "pass" and "clave" need a separator and a value that looks like a secret.
SHORT_PASSWORD_LABELS = phrases(
    """
    pass
    pw
    pwd
    pword
    psw
    pswd
    pswrd
    psswd
    paswd
    passw
    p/w
    p.w.
    mdp
    mima
    kennw
    kennw.
    passw.
    clave
    パス
    key
    キー
    clé
    """
)

# Numeric codes: PINs, door, access and one-time codes (kind ``pin``).
PIN_LABELS = phrases(
    """
    pin
    pins
    pin no.
    pin codes
    passcodes
    puk
    puk code
    puk-code
    pin code
    pin-code
    pincode
    pin number
    pin no
    pin-nummer
    pin nummer
    pinnummer
    pin码
    pin碼
    code pin
    code secret
    code confidentiel
    código pin
    número pin
    número secreto
    passcode
    geheimzahl
    geheimnummer
    暗証番号
    あんしょうばんごう
    暗証コード
    暗証
    tan
    code bancontact
    code maestro
    code visa
    code mastercard
    code de la cb
    code girocard
    code twint
    mtan
    m-tan
    smstan
    sms-tan
    pushtan
    push-tan
    chiptan
    chip-tan
    phototan
    photo-tan
    apptan
    app-tan
    itan
    オートロック
    ロック解除
    解除コード
    解除番号
    combination
    combo
    lock combo
    safe combo
    locker combo
    door combo
    padlock combo
    combo code
    combination lock
    combo lock
    kombination
    zahlenkombination
    ziffernkombination
    zahlencode
    combinaison
    combinación
    combinacion
    ピン
    ピン番号
    ピンコード
    pinコード
    pin番号
    解錠番号
    解錠コード
    開錠番号
    ロック番号
    ダイヤル番号
    認証番号
    確認番号
    暗証コード
    clave del cajero
    clave de cajero
    clave del banco
    clave de la tarjeta
    clave de tarjeta
    clave bancaria
    clave de 4 dígitos
    número de la tarjeta secreto
    atm code
    atm pin
    bank pin
    card pin
    code de carte
    code de la carte
    code de ma carte
    code cb
    code carte bleue
    code de carte bleue
    code bancaire
    code guichet
    nip
    code nip
    kartenpin
    karten-pin
    bankkarten-pin
    ec-pin
    取款密码
    银行卡密码
    卡密
    锁屏
    锁屏码
    puk码
    pukコード
    puk番号
    code parental
    code du contrôle parental
    pin parental
    parental pin
    parental code
    parental control pin
    parental control code
    código parental
    código de control parental
    jugendschutz-pin
    jugendschutzpin
    jugendschutzcode
    家长密码
    家长控制密码
    ペアレンタルロック
    """
)

CODE_LABELS = phrases(
    """
    recovery code
    recovery codes
    入館コード
    入室コード
    入口コード
    ドアコード
    backup code
    backup codes
    wiederherstellungscode
    wiederherstellungscodes
    backup-code
    backup-codes
    notfallcode
    code de récupération
    codes de récupération
    code de secours
    codes de secours
    código de recuperación
    códigos de recuperación
    código de respaldo
    códigos de respaldo
    恢复码
    备用码
    リカバリーコード
    バックアップコード
    access code
    door code
    gate code
    entry code
    entrance code
    alarm code
    lock code
    garage code
    keypad code
    lockbox code
    key box code
    safe code
    unlock code
    verification code
    authentication code
    auth code
    one-time code
    one time code
    2fa code
    otp code
    otp
    sms code
    login code
    security code
    zugangscode
    türcode
    tür-code
    torcode
    haustürcode
    alarmcode
    sicherheitscode
    bestätigungscode
    verifizierungscode
    entsperrcode
    freischaltcode
    code d'accès
    code d’accès
    code d'acces
    code de la porte
    code de porte
    code porte
    code d'entrée
    code d’entrée
    code de l'immeuble
    code de l’immeuble
    code immeuble
    digicode
    code de sécurité
    code de vérification
    code de confirmation sms
    code de déverrouillage
    code du cadenas
    code de l'alarme
    code alarme
    código de acceso
    código de la puerta
    código de entrada
    código del portal
    código de seguridad
    código de verificación
    código de desbloqueo
    código de la alarma
    código secreto
    验证码
    驗證碼
    code sms
    code par sms
    clave dinámica
    clave dinamica
    clave token
    código token
    token code
    2fa
    2fa-code
    2fa code
    mfa code
    code 2fa
    code a2f
    código 2fa
    authenticator
    authenticator code
    双重验证码
    二段階認証コード
    认证码
    認證碼
    動態碼
    取件碼
    門禁碼
    解鎖碼
    恢復碼
    備用碼
    提取碼
    validation code
    activation code
    activation codes
    code de validation
    code d'activation
    code d’activation
    código de validación
    código de activación
    código de autorización
    einmalcode
    einmal-code
    sms-code
    smscode
    anmeldecode
    aktivierungscode
    autorisierungscode
    transaktionscode
    校验码
    门禁码
    门禁密码
    开门密码
    取件码
    提货码
    取货码
    取餐码
    开箱码
    开柜码
    提取码
    动态码
    解锁码
    認証コード
    確認コード
    ワンタイムパスワード
    lockbox
    lock box
    key box
    keybox
    key safe
    keysafe
    key-safe
    key lockbox
    padlock
    キーボックス
    金庫
    ダイヤル錠
    南京錠
    schlüsselbox
    schlüsselsafe
    schlüsselkasten
    zahlenschloss
    boîte à clés
    boite à clés
    cadenas
    caja de llaves
    candado
    密码箱
    保险箱
    钥匙盒
    临时码
    臨時碼
    临时门禁码
    临时验证码
    临时开门码
    temporary code
    temp code
    temporary access code
    code temporaire
    code provisoire
    código temporal
    código provisional
    temporärer code
    vorläufiger code
    仮コード
    一時コード
    """
)

# Machines and verbs of unlocking (below: their number is a code only where keyed in).
_KEYED_DEVICES = """
    atm
    cash machine
    geldautomat
    geldautomaten
    bankomat
    bankomaten
    distributeur
    distributeur de billets
    cajero
    cajero automático
    取款机
    提款机
    unlock
    unlocks
    unlocked
    entsperrt
    entsperrst
    entsperren
    entsperre
    déverrouille
    déverrouiller
    déverrouillé
    desbloquea
    desbloquear
    desbloqueo
    解锁
    get in
    get inside
    let yourself in
    para entrar
    pour entrer
    pour rentrer
    zum reinkommen
    reinkommen
    进门
    入るには
    parental control
    parental controls
    kindersicherung
    contrôle parental
    control parental
    家长控制
    ペアレンタルコントロール
"""

# Things a numeric code opens or arms, named with no "code" after them: "alarm 0261",
# "garage keypad = 9647#", "the safe opens with 134958", "Haustür geht mit 0421 auf".
# The value is the first 4-8 digit number a few words on in the same clause, not a year,
# a time ("at 0630"), a quantity or a room, house or seat number.
DEVICE_LABELS = phrases(
    _KEYED_DEVICES
    + """
    alarm
    alarm system
    burglar alarm
    disarm
    gate
    front gate
    door
    front door
    back door
    side door
    garage
    garage door
    keypad
    safe
    alarmanlage
    tür
    haustür
    haustüre
    wohnungstür
    hoftor
    garagentor
    tresor
    tastenfeld
    fahrradschloss
    radschloss
    bike lock
    bicycle lock
    antivol
    车锁
    自行车锁
    vorhängeschloss
    türschloss
    alarme
    porte
    porte d'entrée
    portail
    coffre
    coffre-fort
    interphone
    alarma
    puerta
    portón
    garaje
    caja fuerte
    teclado
    门禁
    大门
    车库
    车库门
    車庫
    ガレージ
    シャッター
    单元门
    防盗门
    保险柜
    密码锁
    玄関
    ゲート
    鍵
    ロック
    画面ロック
    宅配ボックス
    宅配ロッカー
    エントランス
    ダイヤル
    ダイヤルロック
    ナンバーロック
    """
)

# Machines and verbs of unlocking whose number is a code only where it is keyed in or
# opens them ("at the ATM just put in 6281", "unlocks with 4471"), not "the ATM fee was
# 2500", "unlock 1000 achievements".
DEVICE_NEEDS_A_KEYING = phrases(_KEYED_DEVICES)

# Where a label word means something else: "safe" is a noun only after these; Spanish
# "contra" is short for "contraseña" only after an article or a possessive ("la contra
# del wifi", "mi contra"), elsewhere a preposition ("en contra", "contra el muro").
DEVICE_NEEDS_BEFORE = {
    "safe": words("the a my our your his her their hotel room wall gun floor in-room"),
    "contra": words("la mi tu su nuestra vuestra esa esta una"),
}

# Between a device word and a number, these say the number is not its code: a time, a
# year, a quantity, a room, house, floor or seat number.
DEVICE_NOT_BETWEEN = words(
    """
    at by until till from since before after around about approx number no nr nº num
    room zimmer chambre habitación apt apartment flat unit suite house haus floor etage
    étage piso platform gleis seat terminal times mal fois veces cost costs costed price
    paid pay kostet coûte cuesta um bis ab seit gegen vor nach à vers jusqu avant après
    depuis desde hasta antes después las pm am uhr for to set wake für auf pour para
    level levels lvl stufe niveau nivel score points punkte achievement achievements
    """
)

# A plain "code" / "Code" / "código": only a 4-8 digit value after a separator, and not
# after one of WEAK_CODE_NOT_AFTER ("error code", "zip code", "promo code").
WEAK_CODE_LABELS = phrases(
    """
    code
    código
    codigo
    """
)

WEAK_CODE_NOT_AFTER = words(
    """
    error status http exit return response source zip postal post area country dial
    dialing dialling promo promotional discount coupon voucher referral invite
    invitation gift tracking product item sku qr bar color colour hex dress tax sort
    swift iata airport airline booking confirmation reservation reference fare class
    course module unit seat program programming python java javascript sample example
    source-code fehler rabatt gutschein erreur réduction promo descuento cupón
    postleitzahl flight flug vol vuelo train zug tren
    """
)

# "boarding pass", "bus pass" are not passwords.
WEAK_PASS_NOT_AFTER = words(
    """
    boarding bus train rail ski day season hall backstage press gym museum park metro
    transit travel weekly monthly annual yearly free all-access festival vip season
    mountain national parking hall first second third forward back no hail
    api private secret access public primary foreign sort partition ssh gpg pgp
    license licence product registry encryption signing answer music car house room
    door main master hot
    """
)

CVV_LABELS = phrases(
    """
    cvv
    cvv2
    ccv
    cvc
    cvc2
    csc
    cvn
    cvn2
    cvv码
    cvc码
    安全碼
    セキュリティーコード
    card security code
    card verification code
    card verification value
    kartenprüfnummer
    kartenprüfziffer
    prüfnummer
    prüfziffer
    cryptogramme visuel
    cryptogramme
    安全码
    セキュリティコード
    cid
    """
)

# Where a card's security code is printed, said instead of its name: a CVV label only
# when a card is named on the line ("the number on the back says 392, card is …").
CARD_BACK_LABELS = phrases(
    """
    on the back
    on back
    number on the back
    numbers on the back
    digits on the back
    code on the back
    back of the card
    back of my card
    3 digits
    three digits
    3-digit code
    three-digit code
    3 digit code
    au dos
    crypto
    au verso
    chiffres au dos
    numéro au dos
    code au dos
    3 chiffres
    trois chiffres
    rückseite
    auf der rückseite
    dreistellige
    3 ziffern
    drei ziffern
    dorso
    al dorso
    reverso
    en el reverso
    atrás
    detrás
    3 dígitos
    tres dígitos
    背面
    卡背
    卡背面
    背面三位
    后三位
    裏面
    裏の
    裏の3桁
    """
)

# A network, named where its password is meant ("wifi: X", "das WLAN ist X").
NETWORK_LABELS = phrases(
    """
    wifi
    wi-fi
    wlan
    wlan-netz
    ワイファイ
    """
)

# Keys and tokens a service issues (kind ``secret``): the value is a long machine-made
# string, so the label may be as loose as "key" or "token"; the value test does the work.
# German compounds end in "token" or "schlüssel" ("Zugriffstoken", "Lizenzschlüssel").
KEY_LABELS = phrases(
    """
    api key
    api-key
    api_key
    apikey
    api secret
    api token
    access key
    access token
    auth token
    authentication token
    bearer token
    bot token
    refresh token
    session token
    client secret
    client key
    app secret
    app key
    application secret
    consumer secret
    consumer key
    secret key
    signing secret
    signing key
    webhook secret
    encryption key
    master key
    license key
    licence key
    product key
    activation key
    token
    jeton
    jeton d'accès
    jeton d’accès
    jeton d'api
    clé api
    clé d'api
    clé d’api
    clé de l'api
    clé secrète
    clé de licence
    clé d'activation
    clé de produit
    clave api
    clave de api
    clave de la api
    clave secreta
    clave de licencia
    clave de producto
    llave
    llave de la api
    llave de api
    token de acceso
    schlüssel
    api-schlüssel
    zugangstoken
    zugriffstoken
    lizenzschlüssel
    produktschlüssel
    トークン
    アクセストークン
    アクセスキー
    apiキー
    シークレット
    シークレットキー
    ライセンスキー
    プロダクトキー
    秘钥
    令牌
    访问令牌
    api密钥
    """
)

# A key word after these names no secret: "public key: ssh-ed25519 AAAA…" is meant to be
# shared, "primary key", "sort key" and "idempotency key" are database and API terms.
KEY_NOT_AFTER = words(
    """
    public primary foreign sort partition composite unique index cache hash row map dict
    object s3 idempotency routing shard cluster lookup dictionary registry music car
    house room door answer hot main ssh gpg pgp gpg-agent fingerprint öffentlicher
    öffentliche öffentlichen public-key
    """
)

# … and before these: "clé publique", "clave pública", "キー配列".
KEY_NOT_BEFORE = words(
    """
    publique pública público primaire primaria étrangère foránea ajena
    """
)

# Credentials as a pair ("login: jdoe / Sunflower#88"): only a token that looks generated
# (letters, digits and a symbol or a capital) after one is a password.
CREDENTIAL_LABELS = phrases(
    """
    login
    log-in
    logins
    credentials
    creds
    identifiants
    identifiants de connexion
    zugangsdaten
    anmeldedaten
    logindaten
    credenciales
    datos de acceso
    登录信息
    登录账号
    ログイン情報
    """
)

# A passport (kind ``passport``).
PASSPORT_LABELS = phrases(
    """
    passport
    passports
    passport number
    passport no
    passport no.
    passport num
    passport #
    travel document
    travel document number
    document de voyage
    documento de viaje
    reisedokument
    pasaporte
    pasaportes
    número de pasaporte
    passeport
    passeports
    numéro de passeport
    n° de passeport
    reisepass
    reisepässe
    reisepassnummer
    reisepass-nummer
    reisepassnr
    reisepassnr.
    reisepass-nr
    reisepass-nr.
    passnr
    passnr.
    passnummer
    pass-nummer
    pass-nr
    pass-nr.
    护照
    护照号
    护照号码
    護照
    護照號碼
    パスポート
    パスポート番号
    旅券
    旅券番号
    """
)

# Never a password value, in any of the six languages: grammar words, and the words said
# about a password rather than in place of one. Compared case-folded.
NOT_A_VALUE = words(
    """
    a an the my your our his her their its this that these those it is was are be been
    being not no none nil null n/a na nan empty blank unknown same different wrong
    incorrect invalid correct right ok okay fine good bad weak strong secure insecure
    safe unsafe long short simple easy hard complex complicated required mandatory
    optional needed necessary expired expiring expires changed change changing reset
    resetting locked unlocked saved stored written hidden visible encrypted hashed
    protected case case-sensitive sensitive too very so also still now already just only
    again here there below above attached enclosed inside in on at for of to from with
    without by and or but if when where what which who whom how why yet ever never always
    sometimes set new old current temporary temp default standard usual generic shared
    private public secret confidential important useless unchanged updated unique obvious
    guessable forgotten lost stolen compromised leaked known fake real actual valid
    working broken something anything nothing everything whatever yours mine ours theirs
    hers same-as value values string placeholder example sample please pls thanks thank
    sent send sending emailed texted shown showing
    printed taped stuck kept listed included provided given required correctly
    incorrectly different-from more less than like as about into onto up down out over
    under after before during until since while because though although probably maybe
    definitely really actually exactly basically literally also either neither both
    all any some each every few many much most other another such own
    you he she we they i me him us them one ones it's that's there's here's what's i'm
    i've don't can't isn't won't didn't doesn't it’s that’s don’t can’t c'est j'ai
    qu'il d'un
    der die das den dem des ein eine einen einem einer eines mein meine meinen meinem
    meiner dein deine sein seine ihr ihre unser unsere euer eure ist war sind wird wurde
    wäre sei nicht kein keine keinen falsch richtig korrekt ungültig gültig abgelaufen
    geändert gesperrt gespeichert leer zu sehr noch schon jetzt immer nie auch nur hier
    da dort unten oben angehängt im in an auf für von mit ohne und oder aber wenn was
    wie wo welches welche sicher unsicher lang kurz einfach schwer kompliziert neu neue
    neues alt alte aktuell aktuelle gleich dasselbe derselbe anders vergessen verloren
    bekannt unbekannt geheim privat öffentlich schwach stark notwendig erforderlich nötig
    optional zurückgesetzt vorhanden weg bitte danke etwas nichts irgendwas
    le la les l un une des du de d mon ma mes ton ta tes son sa ses notre nos votre vos
    leur leurs est était c ce cet cette ça cela pas ne non aucun aucune vide faux fausse
    incorrect incorrecte correcte bon bonne mauvais mauvaise invalide valide expiré
    expirée changé changée modifié modifiée réinitialisé réinitialisée bloqué bloquée
    enregistré enregistrée trop très encore déjà toujours jamais aussi ici là dans sur
    sous pour par avec sans et ou mais si quand que quoi qui comment sécurisé sécurisée
    sûr sûre longue courte facile difficile compliqué compliquée nouveau nouvelle ancien
    ancienne actuel actuelle même différent différente oublié oubliée perdu perdue connu
    connue inconnu inconnue secret secrète privé privée obligatoire requis requise
    nécessaire quelque chose rien merci
    el los las lo unos unas mi mis tu tus su sus nuestro nuestra es era está estaba son
    ser ni ninguno ninguna vacío vacía incorrecto incorrecta correcto erróneo errónea
    inválido inválida válido válida caducado caducada cambiado cambiada bloqueado
    bloqueada guardado guardada muy demasiado todavía ya siempre nunca también aquí allí
    en sobre bajo para por con sin y o pero cuando que qué quien quién cómo como seguro
    segura largo larga corto corta fácil difícil complicado complicada nuevo nueva viejo
    vieja antiguo antigua actual mismo misma diferente olvidado olvidada perdido perdida
    conocido desconocido secreto secreta privado privada obligatorio obligatoria
    necesario necesaria funciona algo nada gracias
    什么 多少 啥 哪个 错的 对的 不对 错误 正确 空的 忘了 忘记 不是 是 的 了 吗 呢
    何 なに 間違い 正しい 忘れた
    """
)

# Said of a password after a verb, never one: "my password is weird", "… es larguísima",
# "… ist geheim". Read only where a plain word after "is" would otherwise be taken as
# the value (participles and adverbs are told by their endings, see the labels module).
ABOUT_A_PASSWORD = words(
    """
    weird strange odd funny silly stupid dumb crazy insane ridiculous awful terrible
    horrible great nice cool awesome perfect excellent lame boring obvious predictable
    random unique impossible tricky tough messy long-ish lowercase uppercase numeric
    alphanumeric numbers letters digits case sensitive somewhere elsewhere everywhere
    nowhere gone missing mandatory compulsory optional enough fine alright okay ok
    better worse best worst same similar identical different easier harder longer shorter
    stronger weaker simpler newer older something someone somebody anyone nobody
    mine yours his hers ours theirs this that what which whatever whichever here there
    admin-only temporary permanent expire expires reset blank none null empty wrong
    correct right invalid valid false true case-sensitive too also even still already
    personal family private public secret shared common generic basic default standard
    normal usual typical ancient outdated old new current previous last next first
    second third final original initial mismo misma igual otra otro esta este esa ese
    aquella aquel larga largo corta corto larguísima larguísimo fácil difícil segura
    seguro rara raro pésima malísima buena mala mejor peor nueva nuevo vieja viejo
    facile difficile nul nulle pourri pourrie bizarre longue courte simple compliqué
    pareil pareille autre celle celui ceci cela même nouvelle nouveau ancienne ancien
    geheim seltsam komisch einfach schwierig kompliziert gleich anders andere neu alt
    lang kurz sicher unsicher falsch richtig dasselbe derselbe dieselbe irgendwas
    free open ready available unavailable useless pointless gratis gratuita gratuito
    distinta distinto diferente abierta abierto disponible gratuit gratuite ouvert
    ouverte libre kostenlos umsonst offen frei bereit verfügbar unnecessary unneeded
    correcta mía mío tuya tuyo suya suyo pretty quite rather kinda sorta super email
    e-mail mail user username name nickname firstname lastname surname birthday
    birthdate pin wifi wi-fi ssid hint login account pending later tomorrow today
    yesterday soon somewhere anywhere useless nope yes yeah yep nah obvio obvia nuestra
    nuestro vuestra vuestro great cheaper pricey expensive overrated underrated
    slow fast quick lent lente rapide lento lenta rápido rápida langsam schnell
    """
)

# A number followed by one of these is a length, a count or a duration, not a value:
# "the password is 12 characters long", "the code is valid for 10 minutes".
UNITS_AFTER_A_NUMBER = words(
    """
    characters character chars char digits digit letters letter symbols symbol numbers
    number words word lines line times time minutes minute mins min hours hour hrs days day weeks
    week months month years year seconds second secs sec attempts attempt tries try
    caractères caractère chiffres chiffre lettres lettre symboles fois minutes heures
    jours semaines mois ans années secondes essais tentatives
    caracteres carácter dígitos dígito letras letra símbolos veces minutos horas días
    semanas meses años segundos intentos
    zeichen ziffern ziffer stellen stellig buchstaben symbole mal minuten stunden tage
    wochen monate jahre sekunden versuche
    位 个 个字符 字符 位数 次 分钟 小时 天 秒 文字 桁 回 分 時間 日 秒間
    """
)

# Words before a number that make it a phone number: "call me on", "tel:", "手机".
PHONE_LABELS = phrases(
    """
    phone
    phones
    telephone
    tel
    tél
    tlf
    mobile
    cell
    cellphone
    cell phone
    call
    calling
    ring
    text me
    txt me
    sms
    whatsapp
    whats app
    telegram
    viber
    fax
    landline
    contact
    reach me
    my number
    his number
    her number
    our number
    their number
    your number
    hotline
    helpline
    telefon
    telefonnummer
    handy
    handynummer
    mobil
    mobilnummer
    mobilfunk
    rufnummer
    festnetz
    anrufen
    ruf mich
    ruf
    erreichbar
    meine nummer
    seine nummer
    ihre nummer
    téléphone
    telephone
    portable
    numéro de portable
    mon numéro
    son numéro
    fixe
    appelle
    appelez
    appeler
    joindre
    joignable
    teléfono
    telefono
    móvil
    movil
    celular
    cel
    fijo
    mi número
    su número
    llámame
    llamame
    llámanos
    llamar
    cellulare
    chiamami
    telefoon
    mobiel
    bel me
    bellen
    telefone
    电话
    電話
    手机
    手機
    座机
    联系
    聯繫
    打给
    致电
    微信
    携帯
    けいたい
    ケータイ
    連絡
    natel
    natelnummer
    handphone
    handphone number
    h/p
    hp no
    hp number
    phone no
    phone no.
    phone #
    mobile no
    mobile no.
    mobile #
    cell no
    cell no.
    cell #
    contact no
    contact no.
    tel no
    tel. no
    tel. no.
    tel.-nr.
    tel.-nr
    telefonnr
    telefonnr.
    handynr
    handynr.
    n° de portable
    n° de tél
    nº de teléfono
    núm. de teléfono
    gsm
    numéro de gsm
    numéro de cell
    celu
    wsp
    wpp
    wasap
    guasap
    fono
    手提
    聯絡
    联络
    打俾
    número de
    número del
    numéro de
    's number
    ’s number
    """
)

# Words near a number that say it is a business's public line: official, a hotline or
# customer service, the number on its shop window, its website or its listing. A main
# line, a front desk or a switchboard is no such word: the text does not say the number
# is published. Such a number is kept unless PERSONAL_LINE_WORDS stand in its sentence,
# or it is a mobile.
PUBLIC_LINE_WORDS = phrases(
    """
    hotline
    helpline
    official
    officially
    customer service
    customer support
    customer care
    support line
    their website
    their site
    their google
    store number
    shop number
    offiziell
    offizielle
    kundenservice
    kundendienst
    servicenummer
    laut website
    auf der website
    officiel
    officielle
    service client
    standard téléphonique
    vitrine
    numéro du magasin
    numéro de la boutique
    oficial
    atención al cliente
    su página
    su web
    官方
    官网
    客服
    热线
    大众点评
    公式
    コールセンター
    サポートセンター
    """
)

# Words that make a number someone's own, whatever else the clause says: a possessive, a
# home or a direct line, a person's honorific, or a negation ("not the official one",
# "非公式", "じゃない"): when in doubt the number goes.
PERSONAL_LINE_WORDS = phrases(
    """
    home
    direct
    direct line
    not
    isn't
    unofficial
    zuhause
    daheim
    durchwahl
    nicht
    kein
    keine
    inoffiziell
    domicile
    ligne directe
    pas
    particular
    casa
    no es
    directo
    家里
    住宅
    个人
    不是
    非官方
    直线
    自宅
    実家
    家の
    直通
    さん
    非公式
    じゃない
    ではない
    my
    mine
    his
    her
    private
    personal
    cell
    mobile
    whatsapp
    mein
    meine
    meiner
    privat
    private
    handy
    mon
    ma
    perso
    personnel
    portable
    mi
    móvil
    movil
    celular
    personal
    我的
    私人
    手机
    私の
    携帯
    個人
    natel
    gsm
    celu
    手提
    ケータイ
    """
)

# Words just after a number that make it a count or an amount: "71 130 860 vues".
NOT_A_PHONE_AFTER = words(
    """
    views view viewers visits visitors people persons users followers subscribers likes
    downloads votes points inhabitants residents copies units items pieces pcs km kg mb
    gb tb bytes euros euro eur dollars dollar usd yen yuan rmb pounds gbp times steps
    vues visites personnes habitants abonnés utilisateurs téléchargements exemplaires
    aufrufe besucher personen einwohner nutzer abonnenten downloads stück exemplare
    visitas visitantes personas habitantes usuarios seguidores descargas ejemplares
    € $ £ ¥ % 人 次 元 円 回 件 个 位 名
    """
)

# Words just before a number that make it something else: an order, a booking, a room.
NOT_A_PHONE_BEFORE = phrases(
    """
    order
    case number
    case no
    file number
    part number
    part no
    customer number
    customer id
    customer no
    client number
    numéro client
    member number
    membership number
    application number
    patient id
    student id
    employee id
    claim number
    batch number
    orders
    ref
    reference
    invoice
    tracking
    shipment
    ups
    fedex
    dhl
    usps
    dpd
    gls
    hermes
    colissimo
    chronopost
    correos
    seur
    顺丰
    圆通
    中通
    申通
    韵达
    ヤマト
    佐川
    parcel
    package
    booking
    reservation
    confirmation
    ticket
    account
    acct
    membership
    policy
    serial
    model
    sku
    isbn
    issn
    item
    product
    article
    room
    flight
    seat
    transaction
    txn
    receipt
    license
    licence
    vin
    imei
    version
    build
    meeting
    meeting id
    meeting number
    webinar
    conference id
    zoom
    webex
    besprechungs-id
    meeting-id
    konferenz-id
    id de réunion
    numéro de réunion
    id de reunión
    número de reunión
    会议号
    会议号码
    会议id
    腾讯会议
    ミーティングid
    会議id
    release
    zip
    postcode
    routing
    sort code
    pnr
    id
    no.
    nr.
    n°
    nº
    #
    bestellung
    bestellnummer
    auftrag
    auftragsnummer
    rechnung
    rechnungsnummer
    kundennummer
    sendungsnummer
    vorgangsnummer
    vorgang
    aktenzeichen
    buchung
    buchungsnummer
    zimmer
    artikel
    commande
    facture
    référence
    réf
    suivi
    colis
    dossier
    réservation
    billet
    chambre
    pedido
    factura
    referencia
    seguimiento
    envío
    reserva
    billete
    habitación
    expediente
    localizador
    订单
    订单号
    单号
    快递
    运单
    发票
    编号
    工号
    学号
    房间
    房号
    会员
    流水号
    序列号
    型号
    注文
    注文番号
    伝票
    追跡
    予約
    部屋
    会員
    請求
    品番
    型番
    cuenta
    serie
    socio
    cliente
    documento
    identificación
    tarjeta
    pasaporte
    pasaportes
    dni
    nie
    nif
    seguro
    compte
    série
    carte
    passeport
    passeports
    sécurité
    vol
    siège
    sécu
    lot
    """
)


# A long number that a label right before it names as something other than a card: an
# order, an invoice, a parcel, an article (its EAN), a booking. "order no. 3003…" is an
# order number even when it passes Luhn (one number in ten does). Only the label itself
# and its head noun may stand between ("Artikelnummer 4002…", "注文番号：…"). Not "rewards
# card" or "store card": in English they name credit cards ("travel rewards card 5312…").
NOT_A_CARD_BEFORE = phrases(
    """
    clubcard
    loyalty card
    loyalty
    membership card
    member card
    bonus card
    payback
    nectar
    kundenkarte
    treuekarte
    bonuskarte
    carte de fidélité
    carte fidélité
    fidélité
    tarjeta de fidelización
    tarjeta de puntos
    tarjeta de socio
    会员卡
    积分卡
    ポイントカード
    会員カード
    test card
    test cards
    testkarte
    testkartennummer
    carte de test
    tarjeta de prueba
    测试卡
    测试卡号
    テストカード
    order
    orders
    order id
    invoice
    receipt
    tracking
    shipment
    parcel
    package
    consignment
    waybill
    article
    item
    product
    sku
    ean
    gtin
    upc
    barcode
    isbn
    reference
    ref
    booking
    reservation
    confirmation
    ticket
    case
    serial
    imei
    customer
    bestellung
    bestellnummer
    bestell-nr
    bestellnr
    auftrag
    auftragsnummer
    rechnung
    rechnungsnummer
    rechnungsnr
    sendung
    sendungsnummer
    paket
    paketnummer
    artikel
    artikelnummer
    artikel-nr
    artikelnr
    kundennummer
    buchungsnummer
    seriennummer
    commande
    facture
    colis
    suivi
    référence
    réf
    réservation
    dossier
    pedido
    factura
    envío
    envio
    seguimiento
    artículo
    articulo
    referencia
    reserva
    localizador
    订单
    订单号
    运单号
    快递单号
    单号
    发票号
    条形码
    条码
    商品编号
    注文番号
    伝票番号
    追跡番号
    お問い合わせ番号
    問い合わせ番号
    商品番号
    品番
    janコード
    """
)
# A card named in the same clause: "card for the order: 4111 …" is a card after all.
CARD_WORDS = phrases(
    """
    card
    visa
    mastercard
    amex
    karte
    kreditkarte
    carte
    tarjeta
    卡
    カード
    """
)
