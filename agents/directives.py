"""Explicit "remember …" / "forget …" directives in en/zh/de/fr/es/ja, detected without a model.

``detect_directive(text)`` returns a :class:`Directive` (action, statement, language, the
``form`` that matched and whether it is a ``standing`` instruction) or ``None``.

The rules are word classes and grammar, not sentences: a closed list of verbs, frames and
pronouns per language, and a few questions asked of every candidate — does the verb open
its clause, where is its statement, who is the statement about, is it a question. Each
family below was found where text written by other people failed, and is fixed by the
mechanism named, in every language that has it.

How a message is read
---------------------

1. **Gate.** Every form (``FORMS``) names cue words it cannot match without. A message's
   whitespace-separated words are looked up by their first four letters in one set (a
   phrase cue by its longest word: "your memory" by "memo"; a form's first cue group is
   its rarest word, so that common words such as "consumer" or "an" open no form), and a
   hit is confirmed by the cue itself being in the text. CJK cues are found by one
   character-class search on the rarest character of each cue (a kanji before a kana)
   and a substring test. A message with no cue costs one split, one set intersection
   and, when it is not ASCII, two character-class searches.
2. **Normalising.** Only when the gate finds a reason to, and always with offsets kept:

   - *spelling*: the words a directive hangs on are rewritten to their standard spelling
     ("rember", "remeber", "frget", "4get", "vergis", "souvien", "oubli", "acuerdate",
     "recuerdalo", "q" → "que", "わすれ" → "忘れ", "记主" → "记住"). The misspellings are
     generated, not listed: every single-letter slip (a letter dropped, doubled or
     swapped with its neighbour, never the first one) and the unaccented spelling of each
     verb, less slips that are words ("forge"), plus a few attested spellings further
     away. An offset map leads back to the user's text, so the statement is always what
     the user wrote;
   - *script*: traditional Chinese characters are read as simplified, one for one
     ("記住" as "记住"), in text without kana (Japanese writes many of the same
     characters), so the Chinese forms list one script;
   - full-width letters, "’" and invisible characters fold onto ASCII one for one, and an
     arrow ("→", "⇒") onto a colon: after a request it points forward ("save this → …");
   - *dictation*: in a message with no typed mark, spoken punctuation ("Punkt", "full
     stop", "comma", "virgule", "punto", "句号", "てん") is read as the mark it names, padded
     with spaces, so it ends the clause and the statement ("a wichtiger Punkt", "en punto",
     "my period" stay words).
3. **Anchors.** Each form whose cues are all present searches the lower-cased message;
   every match is a candidate, tried in the order of the text (verb-final forms by the
   position of their verb; at one position in the order of ``FORMS``). A tried candidate
   claims the words it matched, so the "forget" of a rejected "don't forget …" is not
   tried again as a forget.
4. **Clauses.** The message is split into sentences and clauses (:mod:`agents.clauses`;
   a parenthesis around words is a clause of its own: "Can you help? (btw remember I'm
   vegan)"). Any clause may carry the directive, not only the first. A candidate inside
   quotes, code or reported speech ("my mom told me to remember …", "…って言われた") is
   skipped; a negated or forgotten verb of saying ("算了不说了", "差点忘了说") reports
   nothing.
5. **Lead.** A directive verb must open its clause, after at most greetings, discourse
   words ("heads up", "btw", "au passage", "de paso", "ついでに", "对了"), adverbials of time
   ("for future reference", "from now on", "für die Zukunft", "以后") and request frames,
   which chain ("可以麻烦你", "would u mind", "请问您可以") and come in every register:

   - polite and formal: "would you be so kind as to", "wärst du so lieb und", "würden
     Sie", "veuillez", "auriez-vous l'amabilité de", "¿sería tan amable de", "le pido
     que", "お手数ですが"; the formal imperatives ("recuerde", "no olvide", "olvide",
     "apúntelo", "acuérdese", "お忘れなく") are verbs of their own;
   - dialect: "vos podrías", "chönntsch dr … merke", "覚えとって(な/や)", the negations
     "nich", "net", "nöd", "nid";
   - a frame of the assistant's work: "whenever you plan meals for me, remember …",
     "from now on when I ask for workouts remember …", "以后推荐餐厅的时候记得…",
     "レシピを提案するときは、…覚えといて". The frame names the assistant or the user's
     request ("when you …", "when I ask …", "你/给我/推荐…的时候"), never the speaker's past
     ("when I was a kid I'd always forget …" does not lead to a verb).

   Or the verb takes up a topic before it: a pronoun ("das kannst du löschen", "那条不用
   留着了"), or a noun phrase resumed by a clitic of the verb ("Los horarios de mi hija ya
   no hace falta que los recuerdes"), which is then the statement. So "I can't remember …",
   "I always forget …", "do you remember …", "我老是忘", "weißt du noch" never count: a
   subject or a question word stands first; nor does a bare gerund ("forgetting my keys
   again"), unless a frame asks for it ("would you mind remembering", "worth
   remembering").
6. **Statement.** Where the statement is depends on the form:

   - after the directive words, to the end of the clause, and on through the following
     clauses of its sentence that are joined on ("and …", "und …", "y …", "还有…", or, in
     languages that space their words, a short appositive without a verb: "my old email,
     the hotmail one"). A clause with its own subject, request, reason or dropped subject
     ("…, I quit last year", "…, hab gekündigt", "…, lo regalé", "…，上周停了",
     "…、先週やめたから"), a tag ("ok?", "好吗", "¿dale?") or thanks ("danke dir", "thank
     you so much") ends it; so does a second directive joined by a conjunction ("Olvida
     mi número viejo y anota el nuevo"). Chinese and Japanese clauses are joined only by a
     conjunction or an enumeration comma, since they drop their subjects;
   - a pronoun heading a relative clause is no pointer: "Lösch alles, was du über meinen
     Ex weißt", "efface tout ce que tu sais sur mon ex";
   - captured inside the form: "save *my address* to memory", "把*这个*记下来",
     "*私の誕生日*を覚えておいて", "dir *meine Adresse* merken", "du musst dir *den Namen*
     nicht mehr merken"; a statement that opens its clause takes in the clauses before
     it that run on into it (Japanese "…で、…", "…て、…": "*私は2型糖尿病で、5人分の料理を
     作ってる*って覚えておいて"); a modal after a German infinitive is part of the verb
     ("wenn du dir merken könntest, dass …");
   - **postposed**: when the verb governs only a pronoun, a clitic or a particle ("…,
     remember that", "…, keep it in mind", "…，记住哦", "…，你记着点", "…, merk dir das",
     "…, garde-le en tête", "…, pas besoin de t'en souvenir", "…, apúntelo", "…。覚えとっ
     てな", "…, remember both", "…, so remember that when you …"), the statement is the
     clauses before it in its sentence, or the sentence before when the directive opens
     its sentence (never more than one sentence). A cataphoric "this"/"folgendes"/"lo
     siguiente"/"以下"/"这个", a colon or an ellipsis points forward instead ("remember
     this: I'm vegan"); so does a bare verb that ends its line with nothing before it
     ("please remember\nmy …"), and so does a pointer with nothing before it to point at
     ("remember して、僕は…"). Politeness or a vocative between the verb and what it points
     at is skipped ("Recuerde, por favor, que …"); a clause of time or a purpose after a
     pointer is no statement ("Keep that in mind when recommending stuff", "…, so remember
     that for video call tips" point back).

   The statement is sanitised (``agents.sanitize``), trimmed of leading "that/dass/que/
   to", edge punctuation and symbols, paired quotes, directive adverbials ("for me",
   "going forward", "bitte", "哦", "anymore", "lol") and trailing thanks ("…, thanks" —
   "remember that I always say thanks" keeps its word); an empty or pronoun-only
   statement is none.
7. **Question.** A directive phrased as a question is a directive only in a request
   frame. The statement's own clause tells whether it asks ("记得当年…吗，好怀念" does); a
   closing tag is a clause of its own and asks nothing ("…, keep that in mind, ok?",
   "…, ¿dale?", "…，好吗？").

The forms (``Directive.form``; "+postposed" is appended when the statement came first)
--------------------------------------------------------------------------------------

- ``imperative``: remember/forget verbs ("remember that …", "don't forget that …", "keep in
  mind …", "forget that …", 记住/记得/别忘了/忘掉, merk dir/vergiss nicht/denk dran/vergiss,
  souviens-toi/retiens/n'oublie pas/oublie, recuerda/recuerde/acuérdate/no olvides/ten en
  cuenta/olvida/olvide, 覚えておいて/忘れないで/お忘れなく/忘れて). Polarity is read from a
  negation word before the verb, with adverbs between: "don't ever forget", "can u not
  forget", "Oublie surtout pas que", "vergiss bloß nicht", "No se olvide de que".
- ``request``: the same verbs in a polite question ("could you remember that …?",
  "能不能记住…", "kannst du dir merken, dass …?", "peux-tu retenir que …?", "¿puedes
  recordar que …?", "…を覚えておいてくれる？"). A real question about memory is not one:
  "do you remember …" has no request frame, and "can you remember things between
  chats?", "can you remember my birthday?", "Kannst du Dinge wieder vergessen, wenn ich
  das will?" and "你能记住东西吗" ask about a capability (the question is told by the
  sentence, not only the clause): what follows is no statement (a "that" clause, or a
  first-person clause longer than a noun phrase such as "my birthday").
- ``memory``: memory nouns and note-taking ("save/store/add … to memory", "make a note",
  "note down", "commit to memory", "new memory: …", 记下来/记一笔/存到记忆里, notier dir/
  speicher dir ab/ins Gedächtnis, garde en mémoire/prends note, guarda en tu memoria/
  apunta/anótelo, メモして/記憶して; "delete/remove/erase/wipe … from memory", "erase what I
  told you about …", "wipe everything you know about …", "scratch what I said about …",
  删掉那条记忆, aus dem Gedächtnis löschen, efface de ta mémoire, borra de tu memoria,
  記憶から消して, "…のメモ、消しておいて"); an erase verb on a pointer after the speaker's
  statement ("Ich arbeite nicht mehr bei der Post, lösch das", "…，那条可以删了",
  "…、その情報は消して"). "note that …" / "note que …" count when the note is about the
  speaker ("note that my son's dentist is Dr. Park"), and are none otherwise ("note that
  the API changed" introduces context in technical chat).
- ``release`` (forget): a release operator ("stop", "no need to", "you don't have to",
  "nicht mehr", "hör auf", "pas besoin de", "arrête de", "ya no hace falta que", "deja
  de", "不用再", "别再", "…のはやめて", "…しなくていい") over a verb of keeping (remember, keep
  in mind, keep track of, track, log, record, note, count; merken, notieren, mitzählen;
  retenir, noter, suivre; recordar, apuntar, llevar la cuenta de; 记, 记录, 留着; 覚える,
  記録する), with the object wherever the language puts it: after ("stop keeping track of
  my calories"), inside ("you don't have to keep my old number in mind", "du musst dir
  den Namen nicht mehr merken"), before as a topic ("我以前的手机号你不用再记了",
  "私の体重を記録するのはやめて", "Meine Kalorien musst du nicht mehr mitzählen"), or
  resumed by a clitic ("…, pas besoin de t'en souvenir", "…ya no hace falta que los
  recuerdes"). What is no longer to be tracked must be the speaker's ("stop tracking my
  sleep", not "stop tracking the parcel and just give me a refund": a request joined by
  "and … me" ends the statement). Also "unremember", "don't store/keep anything about …"
  ("speichere nichts über", "ne garde rien sur", "no guardes nada sobre"), and "you can
  forget/delete …" ("du kannst … vergessen", "tu peux l'oublier", "ya puedes olvidarlo",
  "…你可以忘了").
- ``outdated`` (forget): "X is no longer true / not true anymore / outdated", 那条已经不对了/
  作废, das stimmt nicht mehr, ce n'est plus vrai, ya no es cierto/ya no aplica, もう違う.
  Japanese "もう…から要らない" may carry its reason. A pronoun subject ("that's no longer
  true") or none at all after a dash or comma
  ("That I'm learning Korean — not true anymore", "Googleで働いてるっていうの、もう違い
  ます") takes the clause before, or points at a following "that …" clause ("Es stimmt
  nicht mehr, dass …").
- ``standing`` (remember, ``standing=True``): "from now on / going forward / in future /
  from here on / whenever you answer / in our future chats" + an instruction (以后/从现在
  开始/今后/每次回答, von nun an/ab jetzt/ab sofort/künftig/in unseren nächsten Chats,
  désormais/à partir de maintenant/dorénavant/dans nos prochaines conversations, a partir
  de ahora/de ahora en adelante/de ahora en más/desde ahora/en las próximas
  conversaciones, これからは/今後は/次から). The instruction is about the answers or the
  user, not the world: "Ab jetzt gilt die neue Regel" (a finite verb before its subject)
  and "从现在开始新规定生效" (nothing of answers, "你" or "我") are none. The statement is the
  instruction without the
  marker and without a request frame ("From now on, could you answer in French?" →
  "answer in French"). A directive inside the instruction decides instead, and its
  statement is the fact ("from now on when I ask for workouts remember I have a bad
  knee" → "I have a bad knee"). "remember to always answer in French", "acuérdate de
  responderme siempre con viñetas" and "remember to call me Sam" are standing too; verbs
  of answering are recognised with their clitics ("responderme", "háblame",
  "réponds-moi").
- ``assume`` (remember): "(always) assume …", "geh davon aus, dass …", "pars du principe
  que …", "da por hecho/sentado que …", "asume que …", "默认我…", "…前提で" — a fact about
  the speaker ("always assume I'm on a Mac when giving me shortcuts" → "I'm on a Mac"),
  or none: "assume the input is sorted" is the task's premise.
- ``reference`` (remember): "for future reference, …", "für die Zukunft: …".

What no directive verb says (``_undirected``, tried only when no form above decided; one
gate on the word keys already computed and one character class, so a message without a
cue costs a set test)
-----------------------------------------------------------------------------------------

Round 3 (polite, terse and dictated text by other people) missed three families that have
no remember/forget verb at all. Each is a grammar of its own, not a list of sentences:

- ``cessation`` (forget): the speaker says a lasting state of theirs has ended — a
  cessation marker (anymore / no longer, nicht mehr / kein … mehr, ne … plus, ya no,
  もう…ない, 不再 / 已经不…了) over a verb of a lasting state (work, live, use, have, be, own,
  drive, play, attend …; arbeite/wohne/nutze/bin …; travaille/habite/utilise/suis …;
  trabajo/vivo/uso/soy …; 在/住/用/是/养/当 …; 働いて/住んで/使って/やって/乗って …) with the
  speaker as subject ("I", "ich" or dropped, "je", "我", no third person before は/が).
  Not a state: an abstract object ("I don't have the patience anymore", "keine Lust
  mehr", "plus le temps", "ya no tengo ganas"), a need or modal ("n'ai plus besoin", "don't
  have to", "我不用再…"), a mood after "be" ("I'm not angry anymore": "be" needs a role or a
  place after it; German needs a noun, told by its capital), a question, quotes or
  reported speech. The statement is the clause without "anymore".
- ``standing`` by habit (remember, ``standing=True``): an imperative of presenting or
  addressing (give, show, write, answer, use, call …; gib/zeig/schreib/antworte/nutze …;
  donne/montre/réponds/utilise …; dame/muéstrame/respóndeme/usa/llámame …; 教えて/書いて/
  使わないで …) with a habitual adverb (always/never, immer/nie/stets, toujours/jamais,
  siempre/nunca, いつも/常に/毎回/必ず/絶対) and the speaker as beneficiary (me, mir/mich,
  moi/-moi, me/conmigo; Japanese may drop it): "Always give me temperatures in Celsius"
  needs no "from now on". "Always give yourself a break" (no speaker), "I always give my
  kids fruit" (a subject) and "Never use globals in this script" are none.
- ``memory`` by header (remember): a label before a colon that opens the message and is
  made only of memory words — a noun of memory or note-taking and words of saving,
  adding, updating or addressing ("mem:", "Memoria:", "For your notes about me:",
  "Erinnerung speichern:", "Füge zu deinen Erinnerungen hinzu:", "メモリー更新：",
  "記憶に追加：", "记忆更新："). A memory noun takes any statement that is not a task or a
  question; a note noun, which also marks an aside ("Note: the endpoint returns JSON"),
  takes a statement about the speaker or a short verbless fact ("Notiz: allergisch gegen
  Nickel"). "Note to self: …" and "Summary: …" are labels of something else. Choice: a
  short "メモ：…" / "Memo: …" about an appointment is kept as a note (the user addressed it
  to the assistant's notes).

Round 4: whole classes, not sentences
-------------------------------------

Text by other writers failed where a class was known only in part. Each is now whole:

- request frames in every register: formal and conditional ("I would ask you to", "it
  would help me if you could", "ich wäre dir dankbar, wenn du", "je vous saurais gré de",
  "le agradecería que", "me ayudaría que", "如果你能"), a clause of its own that asks
  ("Wäre es möglich, dass du dir merkst, …?", "Dürfte ich Sie bitten, sich zu merken,
  …?"), a frame whose "que" the verb shares ("te pido que no olvides"), and a closing
  "is that possible?" ("geht das?", "¿sería posible?", "serait-ce possible ?") as a tag;
- the persons and moods a request uses for a memory verb: Spanish usted and subjunctive
  ("borre", "elimines", "tome nota", "tuvieras presente"), French infinitives and clitics
  ("veuillez supprimer", "merci de le noter", "tu peux t'en souvenir"), keigo that keeps
  its own て-form ("覚えておいていただけますか");
- "take into account" as "keep in mind" ("factor in", "berücksichtige", "prends en
  compte", "toma en cuenta", "考慮して"), and every shape of "don't forget" ("no se le
  olvide", "ni se te ocurra olvidar", "don't you dare forget");
- normalising: a phrase may end on an elision ("je vous prie d'"); every phrase is indexed
  by one of its words; a rewritten phrase maps back by its shared beginning and end, so a
  statement starting inside it starts after it;
- statement boundaries: after a colon, or in the sentence a bare verb points at, the whole
  rest of the sentence is the content; a topic named before a bare verb is its object
  ("之前说我在学钢琴那条，删了吧"); the words naming a memory are command words ("die Info
  über …", "元彼の記憶", "我养猫这件事"); a standing instruction keeps the speaker's reason
  ("As my eyesight is failing, in future use short paragraphs");
- "that's no longer true" with nothing before it takes the news after it ("…, scrap it —
  I moved out of Toronto"); cessation counts the household ("we don't have the hamster
  anymore", "on n'a plus", "我们家已经不养…"), the speaker's people ("my son doesn't go
  to … anymore"), Rioplatense "no … más" and Japanese "もう…辞めた";
- striking out a pointer after the speaker's statement is a forget ("I play chess —
  strike that", "Streich das", "Raye ça", "Tacha eso", "…の話、外していいよ"); with nothing
  before it ("Scratch that, I meant Tuesday", "やっぱり忘れて") it corrects the message;
- a Chinese or Japanese maxim names an abstraction and no one ("记住，坚持就是胜利",
  "覚えておいて、人生は短い"): none;
- none: the units of the conversation in every language ("ma dernière phrase", "mis
  instrucciones anteriores", "さっき送った文章", "今のなし"), a bygone era ("des années
  lycée"), a piece of the work ("Oublie le format", "フォーマットは忘れて", "the word
  limit", "变量名"), a message relayed to someone else ("…って言っておいて") or wondered
  about ("…覚えてくれるのか"), someone else's words ("我老婆说…，忘了吧").

Who the statement is about
--------------------------

A directive stores a fact about the user. The same verbs also carry instructions about
the work at hand, advice to someone else and conversation control; they are told apart
by what the statement refers to, not by listing sentences.

- **The speaker** — a first-person singular word ("I", "my", "ich", "mon", "mi", "我",
  "私"; a Chinese or Japanese one also after a Latin verb), counting framing words ("no
  nuts in anything you suggest for me"), the speaker's people ("my son", "妻"), or, in
  Spanish, a verb in "-o" opening the statement ("(que) laburo los sábados", "manejo un
  Tsuru": the subject is dropped).
  "We" alone is not the speaker: "we only have 200 words" is the team's task, "we have two
  kids" passes the other tests. A statement about the speaker is the user's unless it
  points at a work artefact.
- **The work** — none: a deictic work object ("in that regex", "this function", "the
  schema above", "diese Folie", "ce tableau", "esta tabla", "这段代码", "このコード"); any
  proximal demonstrative before a noun that is no time word ("this lit review", "este
  cuento", "cet exposé", "这篇作文", "这次回复", "この記事") when the speaker is not in
  the statement — in the statement or elsewhere in its sentence ("…, この記事を書いて");
  a limit on the output ("200 words", "one slide", "200字以内"); something to learn for a
  test ("…, that's on the quiz", "sale en el examen", "考试会考", "テストに出るから"); a place
  to write other
  than memory ("make a note in the doc", "Notier im Dokument", "en la hoja"); a frame of
  the assistant's work in the sentence ("when you write the story", "wenn du die
  Geschichte schreibst", "cuando escribas"); a constraint on "it" ("keep in mind it has to
  fit on one slide"); a time frame of the task ("for this answer", "for now", "we'll sort
  it next"); or, with no first-person word, a work artefact anywhere in the sentence that
  is not the speaker's ("my exam got moved… remember that it's now on the 12th" is the
  user's).
- **Someone else** — none: the statement talks to "you" and not about the speaker
  ("Remember, you've got this!", "n'oublie pas que tu es génial"), a vocative next to the
  verb — an endearment or a name in any language ("kiddo", "mi vida", "ma chérie", "mon
  grand", "Kleiner", "小林", "宝贝", "読者の皆さん", "Remember Jon, just breathe"), the
  clause after the statement cheering "you" ("…って忘れないで、あなたならできる"), advice
  words ("these things take time", "it's okay to rest", "…していいってこと"), a bare
  imperative not about the user ("remember: breathe", "don't forget to hydrate!",
  "记得多喝水"), or a maxim or general fact with no person, name or number ("Remember, the
  early bird catches the worm"; en/fr/es only, where case marks names — months and
  weekdays are no names). The speaker as the object of "don't forget" is a plea, not a
  fact: "Don't forget me when you're famous", "Vergiss mich nicht", "No te olvides de mí".
- **The conversation** — none: "forget my last question", "forget what I just said",
  "forget the code I pasted", "never mind", "the rest", 算了/当我没说/忘了我刚刚问的,
  vergiss es/vergiss meine letzte Frage, laisse tomber, olvídalo, 今のは忘れて/やっぱりいいや;
  a problem met in the conversation ("the bug I mentioned", "den Fehler von vorhin", "el
  error de antes", "那个报错", "エラーの件"); or anything to be forgotten when the rest of
  its sentence says the problem is solved ("…, I fixed it myself", "ya lo resolví",
  "hab ihn selbst gefunden", "j'ai trouvé la solution", "我自己搞定了", "自己解決した").
  A reason that is a change of life ("…, I moved", "…, lo regalé") is no such thing. The
  exchange itself is no fact either: "keep in mind that I asked you this before", "dass
  ich dich das schon gefragt habe", "que je te l'ai déjà demandé", "que ya te lo
  pregunté", "我之前问过你", "前にも聞いた".
- **The past, or the speaker's own memory** — none: "remember when/how/the time …",
  "remember that trip we took", "还记得…吗" (a clause ending in a question particle is
  a question even before another clause: "记得当年…吗，好怀念"), "weißt du noch", "tu te
  souviens …?", "¿te acuerdas …?", "覚えてる？"; "I can't remember", "I always forget",
  "我老是忘", "物忘れ".
- Quotes, code, reported speech.

Choices on ambiguous lines
--------------------------

- A bare "forget X" counts only when X is about the user: a first-person word, "that" + a
  clause, a colon, or a description of a memory ("where I live", "the thing about my
  allergy", "关于我工作的那条", "lo que te dije de …", "die alte Adresse", "el nombre viejo",
  "le prénom d'avant", "以前的名字"); "about X" counts
  for "about" + a determiner phrase that is no task ("forget about the old office", not
  "forget about perfect" or "forget about the poem"). "Forget the tests, just ship it" is
  none: a wrong forget deletes memories. Japanese drops pronouns, so there any object
  counts except conversation control ("今の", "さっきの質問"); "消して" (delete) needs a
  memory word or a statement of the speaker just before, so "このファイルを削除して" stays
  a task.
- "you can forget / delete X" (and "du kannst … vergessen", "tu peux l'oublier", "ya
  puedes olvidarlo", "你可以忘了") lets go of a topic the user hands over before the verb:
  any topic but conversation control or a work artefact counts ("The Spain trip, you can
  forget it, it got cancelled"). After the verb the object must be about the user, as
  for "forget X": "you can forget about dinner tonight" is none.
- German, Chinese and Japanese have no case to tell a name from a noun, so the maxim rule
  is not applied there: "Vergiss nicht, dass morgen Feiertag ist" is remembered.
- "forget it / vergiss es / oublie ça / olvídalo / 忘了吧" are conversation control, unless a
  first-person statement precedes them in the same sentence ("Que j'habite à Nantes, oublie
  ça" forgets it). "forget that / vergiss das / olvida eso / それは忘れて" after a first-person
  statement forget that statement, otherwise none. "忘记我的密码了" (sentence-final 了) is
  "I forgot my password": none.
- "that's no longer true" forgets the sentence before only when it is about the user ("The
  store opens at 9. That's no longer true." is a correction, none); plain "that's not true"
  is never one.
- Japanese "忘れないで" before a verb in its plain form is an errand ("見出しを太字にするの
  を忘れないで", none unless it concerns the speaker), before a state a fact ("ワンルームに
  住んでるの忘れないで", "車を持っていないことをお忘れなく").
- "make a note", "note down", "take note", "note ça", "apunta" are remember; "note that …"
  only about the speaker (above).
- After "from now on": a first-person plan ("I'm going to run daily", "以后我想…", "ab jetzt
  werde ich …") or a prediction ("things will get easier", "一切都会不一样") is none; a
  first-person fact ("from now on I'm vegetarian") is remember but not standing; a
  third-person statement is none unless it says "always" ("a partir de ahora, las recetas
  siempre sin gluten"); a question only when it is a polite request ("次からは短めに答えて
  くれる？").
- "remind me …" is a reminder, not memory: none. "don't remember X" is none (chat drops the
  subject: "(I) don't remember that").
- Several directives in one message: the first accepted one is returned.
- A directive on its own line followed by a bulleted list takes the first item only.

Only the first 2,000 characters of a message are examined.
"""

from __future__ import annotations

import functools
import operator
import re
import unicodedata
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from enum import StrEnum

from ahocorasick_rs import AhoCorasick, Implementation, MatchKind
from pydantic import BaseModel, ConfigDict

from agents.clauses import Clause, Segmentation, Sentence, segment
from agents.directive_announce import announced as _announced
from agents.directive_cjk_closing import cjk_closing_directive
from agents.directive_cjk_continue import cjk_continues, cjk_only_requests
from agents.directive_cjk_purpose import ja_conversation_reason
from agents.directive_cjk_requests import cjk_update_header_directive
from agents.directive_cjk_scope import cjk_settled
from agents.directive_cjk_story import (
    cjk_about_conversation,
    cjk_afterthought,
    cjk_anecdote,
    cjk_departure,
    cjk_elaboration,
    cjk_pointer_phrase,
    cjk_salutation_end,
    cjk_story_span,
)
from agents.directive_cjk_work import (
    cjk_not_asked,
    cjk_occasion_after,
    cjk_work_after,
    ja_named_object,
    list_end,
)
from agents.directive_closing import CLOSING_KEYS as _CLOSING_KEYS
from agents.directive_closing import closing_request as _closing_request
from agents.directive_correction import corrected as _corrected
from agents.directive_es_announce import purpose_announced as _es_purpose
from agents.directive_es_aside import ASIDE_KEYS as _ASIDE_KEYS
from agents.directive_es_aside import aside_skipped as _aside_skipped
from agents.directive_es_comment import ES_COMMENT_KEYS as _ES_COMMENT_KEYS
from agents.directive_es_comment import es_comment_skipped as _es_comment_skipped
from agents.directive_es_correction import ES_CORRECTION_KEYS as _ES_CORRECTION_KEYS
from agents.directive_es_correction import es_correction as _es_correction
from agents.directive_es_dictated import DICTATED_KEYS as _DICTATED_KEYS
from agents.directive_es_dictated import dictated_pointer as _dictated_pointer
from agents.directive_es_frames import frame_only as _es_frame_only
from agents.directive_es_marks import with_opening_marks as _es_marked
from agents.directive_es_outdated import thing_not_telling as _es_thing_not_telling
from agents.directive_es_person import person_pointer as _es_person_pointer
from agents.directive_es_places import FR_KEEPING_PLACE, FR_MEMORY_PLACE, FR_NOTE_TAKING
from agents.directive_es_places import fr_dislocated_topic as _fr_dislocated_topic
from agents.directive_es_places import work_asked_after as _work_asked_after
from agents.directive_es_preamble import after_preamble as _es_after_preamble
from agents.directive_es_reason import reason_start as _es_reason_start
from agents.directive_es_reason import trailing_reason as _es_trailing_reason
from agents.directive_es_refusal import refusal as _es_refusal
from agents.directive_es_registers import ES_PHRASE_WORDS as _ES_REGISTER_WORDS
from agents.directive_es_registers import ES_PHRASES as _ES_REGISTER_PHRASES
from agents.directive_es_retraction import ES_TOLD
from agents.directive_es_retraction import retracted_span as _es_retracted_span
from agents.directive_es_retraction import told_before as _es_told_before
from agents.directive_es_speaker import ES_WE_VERB
from agents.directive_es_speaker import address_instruction as _es_address
from agents.directive_es_topics import RELEASE_KEYS as _ES_RELEASE_KEYS
from agents.directive_es_topics import released_topic as _es_released
from agents.directive_fr_belief import believed_span as _fr_believed_span
from agents.directive_fr_revoked import REVOKED_KEYS as _REVOKED_KEYS
from agents.directive_fr_revoked import revoked_request as _revoked_request
from agents.directive_fr_settled import SETTLED_KEYS as _SETTLED_KEYS
from agents.directive_fr_settled import settled_telling as _settled_telling
from agents.directive_handover import HANDOVER_KEYS as _HANDOVER_KEYS
from agents.directive_handover import handed_over as _handed_over
from agents.directive_lat_adjuncts import ADJUNCT_KEYS as _ADJUNCT_KEYS
from agents.directive_lat_adjuncts import adjuncts_read as _adjuncts_read
from agents.directive_lat_aftercomment import remark_only as _remark_only
from agents.directive_lat_anaphor import holds_pointer as _holds_pointer
from agents.directive_lat_anaphor import pointer_adjunct as _pointer_adjunct
from agents.directive_lat_antecedent import antecedent as _lat_antecedent
from agents.directive_lat_antecedent import changed as _lat_changed
from agents.directive_lat_antecedent import person_antecedent as _person_antecedent
from agents.directive_lat_antecedent import person_pointer as _person_pointer
from agents.directive_lat_comment import COMMENT_KEYS as _COMMENT_KEYS
from agents.directive_lat_comment import comment_skipped as _comment_skipped
from agents.directive_lat_correction import CORRECTION_KEYS as _CORRECTION_KEYS
from agents.directive_lat_correction import correction as _lat_correction
from agents.directive_lat_following import FOLLOWING_KEYS as _FOLLOWING_KEYS
from agents.directive_lat_following import announced_following as _announced_following
from agents.directive_lat_labels import LABEL_KEYS as _LABEL_KEYS
from agents.directive_lat_labels import closing_parenthesis as _closing_parenthesis
from agents.directive_lat_labels import label as _label
from agents.directive_lat_labels import session_only as _session_only
from agents.directive_lat_labels import unmarked as _unmarked
from agents.directive_lat_learner import LEARNER_KEYS as _LEARNER_KEYS
from agents.directive_lat_learner import standard_order as _standard_order
from agents.directive_lat_negatives import not_a_request as _not_a_request
from agents.directive_lat_place import memory_place as _memory_place
from agents.directive_lat_reason import trailing_reason as _trailing_reason
from agents.directive_lat_registers import LAT_PHRASE_WORDS as _LAT_REGISTER_WORDS
from agents.directive_lat_registers import LAT_PHRASES as _LAT_REGISTER_PHRASES
from agents.directive_lat_release import RELEASE_KEYS as _LAT_RELEASE_KEYS
from agents.directive_lat_release import released as _lat_released
from agents.directive_lat_removal import clause_removal as _clause_removal
from agents.directive_lat_topic import TOPIC_KEYS as _TOPIC_KEYS
from agents.directive_lat_topic import opens_on_topic as _opens_on_topic
from agents.directive_lat_topic import topic_forget as _topic_forget
from agents.directive_lat_wishes import WISH_KEYS as _WISH_KEYS
from agents.directive_lat_wishes import in_user_words as _in_user_words
from agents.directive_lat_wishes import wished as _wished
from agents.directive_obsolete import ended as _ended
from agents.directive_obsolete import told_about as _told_about
from agents.directive_retention import (
    RETENTION_FORMS,
    cjk_topic,
    ja_adverb_prefix,
    ja_reason,
    ja_topic,
    occasion_before,
    occasion_clause,
    pointer_then_purpose,
)
from agents.directive_scope import organiser as _organiser
from agents.directive_scope import present_work as _present_work
from agents.directive_update import updated as _updated
from agents.sanitize import sanitize

__all__ = ["FORMS", "Directive", "DirectiveAction", "Form", "detect_directive"]


class DirectiveAction(StrEnum):
    REMEMBER = "remember"
    FORGET = "forget"


class Directive(BaseModel):
    """An explicit instruction from the user about their own memory."""

    model_config = ConfigDict(frozen=True)

    action: DirectiveAction
    statement: str
    language: str
    # Which form matched: imperative, request, memory, release, outdated, standing or
    # reference; "+postposed" when the statement came before the directive.
    form: str = "imperative"
    # A standing instruction about how to treat the user ("from now on call me Robbie"):
    # the writer may store it as a preference.
    standing: bool = False


_REMEMBER = DirectiveAction.REMEMBER
_FORGET = DirectiveAction.FORGET

# How a form finds its statement.
AFTER = "after"  # what follows the directive words
CAPTURE = "capture"  # the group "s" of the pattern (when it took part in the match)
MARKER = "marker"  # the rest of the clause or sentence around a marker ("from now on")
SUBJECT = "subject"  # what precedes the directive words in their clause ("X is outdated")

# What the form accepts as its object.
SAY = "say"  # remember verbs: a statement, a noun phrase, or an action ("remember to X")
KEEP = "keep"  # "don't forget": a bare noun phrase must involve the user
NOTE = "note"  # note-taking and memory nouns: anything that is not a task
FORGET_USER = "forget"  # a forget verb: the object must be about the user
RELEASE = "release"  # memory-release phrasing: any object except conversation control
OUTDATED = "outdated"
STANDING = "standing"
REFERENCE = "reference"
ASSUME = "assume"  # "always assume I'm on a Mac": a fact about the speaker, or nothing
LET_GO = "let go"  # "you can forget X": a topic the user hands over, or an object about them


@dataclass(frozen=True, slots=True)
class Form:
    """One way of saying a directive: a pattern, the cue words it cannot match without,
    where its statement is, and what it accepts as its object."""

    language: str
    action: DirectiveAction
    name: str
    cues: tuple[tuple[str, ...], ...]  # all groups must be present, one word of each
    pattern: re.Pattern[str]
    shape: str = AFTER
    accepts: str = SAY
    lead: bool = True  # the match must open its clause (after greetings/politeness)
    request: bool = False  # the form is itself a polite request ("kannst du … vergessen")


def _form(
    language: str,
    action: DirectiveAction,
    name: str,
    cues: str,
    pattern: str,
    *,
    shape: str = AFTER,
    accepts: str = SAY,
    lead: bool = True,
    request: bool = False,
) -> Form:
    return Form(
        language,
        action,
        name,
        tuple(tuple(cue.replace("_", " ") for cue in group.split()) for group in cues.split(";")),
        re.compile(pattern),
        shape=shape,
        accepts=accepts,
        lead=lead,
        request=request,
    )


# Latin word edges ("\b" sees no edge between a Latin word and CJK).
_L = r"(?<![a-zà-öø-ÿœß'])"
_R = r"(?![a-zà-öø-ÿœß])"
_MEM_EN = (
    r"(?:(?:your|the|my)\s+)?(?:long[-\s]?term\s+|permanent\s+)?(?:memory\s+bank|memories|memory)"
)
_OBJ_EN = r"(?:(?:this|that|it|these|those|the\s+following|all\s+(?:of\s+)?(?:this|that))\s+)?"
# A captured statement never runs across a sentence end.
_S = r"(?P<s>[^.!?。！？\n]{1,160}?)"
_S_NC = r"(?P<s>[^.!?。！？\n,;:]{1,120}?)"  # an object inside a verb frame: no clause mark
_S_JA = r"(?P<s>[^。！？!?\n]{1,160}?)"
_RECALL_EN = (
    r"(?!\s+(?:when|how|what|why|where|who|whom|which|whether|if|back\s+when"
    r"|the\s+(?:time|day|night|moment|way|first\s+time|last\s+time)"
    r"|that\s+(?:time|day|night|one\s+time|moment)|me\s*\?|us\s*\?|this\s*\?|that\s*\?)"
    r"(?![a-z]))"
)
_EN_ERASE = (
    r"(?:delete|remove|erase|wipe|clear|drop|purge|scrub|scrap|scratch|ditch|forget|get\s+rid\s+of)"
)

# "Stop / no need to / you don't have to" before a verb of keeping: release.
_EN_STOP = (
    r"(?:(?:stop|quit)|(?:(?:there'?s\s+)?no\s+need|(?:you\s+)?(?:don'?t|do\s+not|won'?t|no\s+longer)"
    r"\s+(?:need|have)|(?:you\s+)?needn'?t|i\s+(?:don'?t|do\s+not)\s+(?:want|need)\s+you"
    r"|you\s+(?:can|may|could)\s+stop|please\s+stop))"
)
_EN_RECORD = (
    r"stor(?:e|ing)|sav(?:e|ing)|track(?:ing)?|log(?:ging)?|record(?:ing)?|not(?:e|ing)"
    r"|count(?:ing)?|monitor(?:ing)?"
)
_EN = [
    _form(
        "en",
        _FORGET,
        "release",
        "unremember stop quit need needn't have want; remember remembering unremember storing store saving save tracking track mind logging log recording record noting note counting count monitoring monitor",
        rf"{_L}(?:un-?remember|{_EN_STOP}\s+(?:to\s+)?(?:(?:keep\s+)?remember(?:ing)?"
        rf"|keep(?:ing)?\s+(?:(?:this|that|it)\s+)?in\s+mind|keep(?:ing)?\s+(?:track|count)\s+of"
        rf"|{_EN_RECORD})){_R}",
        accepts=RELEASE,
    ),
    _form(
        "en",
        _FORGET,
        "release",
        "mind; need needn't have stop",
        rf"{_L}{_EN_STOP}\s+(?:to\s+)?keep(?:ing)?\s+{_S_NC}\s+in\s+mind{_R}",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "en",
        _FORGET,
        "release",
        "remember; anymore more",
        rf"{_L}(?:please\s+)?don'?t\s+remember\s+{_S}\s+any\s*more{_R}",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "en",
        _FORGET,
        "release",
        "store save keep record log; don't don’t dont not never",
        rf"{_L}(?:please\s+)?(?:don'?t|do\s+not|never)\s+(?:store|save|keep|record|log){_R}",
        accepts=FORGET_USER,
    ),
    _form(
        "en",
        _FORGET,
        "release",
        "forget delete remove erase drop scrap ditch rid; you feel go",
        rf"{_L}(?:you\s+(?:can|could|may)\s+(?:now\s+|just\s+|safely\s+|go\s+ahead\s+and\s+)?"
        rf"|feel\s+free\s+to\s+|go\s+ahead\s+and\s+){_EN_ERASE}{_R}",
        accepts=LET_GO,
    ),
    _form(
        "en",
        _FORGET,
        "memory",
        "erase delete remove wipe scrub drop clear scratch scrap ditch purge",
        rf"{_L}(?:erase|delete|remove|wipe|scrub|drop|clear|scratch|scrap|ditch|purge)(?=\s+(?:(?:what|everything|anything|all"
        rf"|the\s+\w+)\s+(?:that\s+)?i\s+(?:told\s+you|said|mentioned|shared|wrote)|the\s+(?:thing"
        rf"|stuff|info|information|part|bit|fact|details?)\s+about\s+(?:me|my)"
        # "erase everything (you saved) about my ex": all that is kept on a topic of the user's.
        rf"|(?:everything|anything|all)\s+(?:that\s+)?you(?:'ve|\s+have)?\s+(?:saved|stored"
        rf"|recorded|noted|kept)\s+(?:about|on|regarding)\s+(?:me|my)){_R})",
        accepts=RELEASE,
    ),
    _form(
        "en",
        _FORGET,
        "memory",
        "delete remove erase wipe clear drop purge scrub scrap ditch forget rid take; memory memories notes",
        rf"{_L}{_EN_ERASE}\s+(?:{_S}\s+)?(?:from|out\s+of|off)\s+(?:{_MEM_EN}|(?:your|the)\s+notes"
        rf"|memory){_R}(?:\s+that{_R})?",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    # "Take my old job out of your memory", "get … out of your memory", "keep … out of
    # your notes": verbs of removal that need "out of".
    _form(
        "en",
        _FORGET,
        "memory",
        "memory memories notes; take get pull keep",
        rf"{_L}(?:take|get|pull|keep)\s+{_S}\s+out\s+of\s+(?:{_MEM_EN}|(?:your|the)\s+notes){_R}",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "en",
        _FORGET,
        "memory",
        "delete remove erase wipe clear drop purge forget; memory memories note notes entry record",
        rf"{_L}(?:delete|remove|erase|wipe|clear|drop|purge|forget)\s+(?:(?:the|this|that|your|my"
        rf"|any|all)\s+)?(?:memory|memories|note|notes|entry|record)"
        rf"(?:\s+(?:that|about|of|saying|where|on|regarding){_R}|\s*:|\s*$|(?=\s*[,.!?]))",
        accepts=RELEASE,
    ),
    _form(
        "en",
        _REMEMBER,
        "imperative",
        "forget forgetting forgot",
        rf"{_L}(?:don'?t|do\s+not|dont|never|not\s+to|(?:(?<=you\s)|(?<=\bu\s))not)\s+"
        rf"(?:(?:ever|you|u|ya|please|pls|now)\s+)*forg[eo]t(?:ting)?{_R}",
        accepts=KEEP,
    ),
    _form(
        "en",
        _REMEMBER,
        "memory",
        "your_memory to_memory in_memory into_memory term_memory permanent_memory my_memory your_memories to_memories memory_bank; save store add keep put log record commit write stash file lock note update remember",
        rf"{_L}(?:save|store|add|keep|put|log|record|commit|write|stash|file|lock|note|update|"
        rf"remember)\s+{_OBJ_EN}(?:(?:in|to|into|for)\s+){_MEM_EN}{_R}"
        rf"(?:\s+(?:that|with){_R})?",
        accepts=NOTE,
    ),
    _form(
        "en",
        _REMEMBER,
        "memory",
        "your_memory to_memory in_memory into_memory term_memory permanent_memory my_memory your_memories to_memories memory_bank; save store add keep put log record commit stash file lock write",
        rf"{_L}(?:save|store|add|keep|put|log|record|commit|stash|file|lock|write)\s+{_S}\s+"
        rf"(?:in|to|into)\s+{_MEM_EN}{_R}",
        shape=CAPTURE,
        accepts=NOTE,
    ),
    _form(
        "en",
        _REMEMBER,
        "memory",
        "new_memory a_memory memory: memory_that memory_about memory_of memory_saying memory_update memory_note",
        rf"{_L}(?:(?:add|create|make|save|store)\s+(?:a\s+)?(?:new\s+)?memory"
        rf"(?:\s+(?:that|about|of|saying){_R}|\s*:|(?=\s*$))|new\s+memory\s*:|memory\s+(?:update"
        rf"|note)\s*:)",
        accepts=NOTE,
    ),
    _form(
        "en",
        _REMEMBER,
        "memory",
        "store save record log; that",
        rf"{_L}(?:store|save|record|log|keep)(?=\s+(?:the\s+fact\s+)?that\s+(?:i|i'm|i've|my|we|we're|our){_R})",
        accepts=NOTE,
    ),
    _form(
        "en",
        _REMEMBER,
        "memory",
        "memorize memorise memorizing memorising",
        rf"{_L}memori[sz](?:e|ing){_R}",
        accepts=NOTE,
    ),
    _form(
        "en",
        _REMEMBER,
        "memory",
        "note notes jot write; make take making taking down note for",
        rf"{_L}(?:(?:make|take|making|taking)\s+(?:a\s+)?(?:quick\s+|mental\s+|permanent\s+|lasting\s+"
        rf"|long[-\s]term\s+)?notes?"
        rf"(?:\s+(?:of|that|about|on){_R})?|(?:note|jot|write)\s+(?P<pron>it|this|that)\s+down"
        rf"|(?:note|jot|write)\s+down(?:\s+that)?|note\s+for\s+(?:future\s+reference|later)"
        rf"|take\s+note){_R}",
        accepts=NOTE,
    ),
    _form(
        "en",
        _REMEMBER,
        "imperative",
        "mind; keep bear have keeping bearing kept",
        rf"{_L}(?:keep|bear|have)(?:ing)?\s+in\s+mind{_R}|(?<=you\s)kept\s+in\s+mind{_R}",
    ),
    _form(
        "en",
        _REMEMBER,
        "imperative",
        "mind; keep bear",
        rf"{_L}(?:keep|bear)\s+{_S_NC}\s+in\s+mind{_R}",
        shape=CAPTURE,
    ),
    _form(
        "en",
        _REMEMBER,
        "imperative",
        "remember remembering",
        # "remember that?" recalls the past, unless a request frame asks it ("can you
        # remember that?" after a fact).
        rf"{_L}remember(?:ing)?{_R}{_RECALL_EN}|(?:(?<=can you )|(?<=could you )|(?<=would you )"
        rf"|(?<=will you )|(?<=can u )|(?<=could u ))remember(?=\s+(?:that|this|it)\s*\?)",
    ),
    _form(
        "en",
        _FORGET,
        "imperative",
        "forget forgetting",
        rf"{_L}forget(?:ting)?{_R}",
        accepts=FORGET_USER,
    ),
    _form(
        "en",
        _FORGET,
        "outdated",
        "longer anymore outdated; true case accurate correct valid right relevant current outdated thing applies holds",
        rf"(?:(?:{_L}is|{_L}are|'s|'re|{_L}was)\s+(?:no\s+longer\s+(?:true|the\s+case|accurate|correct|valid"
        rf"|right|relevant|current|up\s+to\s+date|a\s+thing)|not\s+(?:true|the\s+case|accurate"
        rf"|correct|valid|right|relevant)\s+any\s*more|(?:now\s+)?(?:outdated|out\s+of\s+date"
        rf"|old\s+news))|(?:isn'?t|aren'?t)\s+(?:true|the\s+case|accurate|correct|valid|relevant"
        rf"|a\s+thing)\s+any\s*more|no\s+longer\s+(?:applies|holds)"
        # Without a copula after a dash or comma: "That I'm learning Korean — not true anymore".
        rf"|(?<=[-—–,:;]\s)(?:no\s+longer\s+(?:true|the\s+case|accurate|correct|valid)|not\s+(?:true"
        rf"|the\s+case|accurate|correct|valid)\s+any\s*more)){_R}",
        shape=SUBJECT,
        accepts=OUTDATED,
        lead=False,
    ),
    _form(
        "en",
        _REMEMBER,
        "memory",
        "note",
        rf"{_L}(?:please\s+)?note(?=\s+that\s)",
        accepts=ASSUME,
    ),
    _form(
        "en",
        _REMEMBER,
        "assume",
        "assume",
        rf"{_L}(?:(?:always|just)\s+)?assume(?:\s+(?:always|by\s+default))?(?:\s+that)?{_R}",
        accepts=ASSUME,
    ),
    _form(
        "en",
        _REMEMBER,
        "reference",
        "future",
        rf"{_L}(?:for|as\s+a)\s+(?:future\s+reference|(?:all\s+)?(?:(?:our|my|your)\s+)?future"
        rf"\s+(?:chats|conversations|convos|sessions)|(?:the\s+)?future(?:\s+reference)?"
        # (round 14: "For every future conversation: …"; round 15: "convo", its colloquial form)
        rf"|(?:every|each|any)\s+(?:(?:of\s+)?(?:our|my|your)\s+)?future\s+(?:chat|conversation|convo"
        rf"|session)s?)"
        rf"(?:\s+(?:only|too))?{_R}",
        shape=MARKER,
        accepts=REFERENCE,
        lead=False,
    ),
    # The assistant's knowing anchored in the future (round 14: "just so you know for next
    # time, …"); knowing with no anchor ("just so you know, the shop closes at ten") is news.
    _form(
        "en",
        _REMEMBER,
        "reference",
        "so_you_know so_u_know",
        rf"{_L}(?:just\s+)?so\s+(?:that\s+)?(?:you|u)\s+know\s+(?:for\s+(?:the\s+)?(?:future|next"
        rf"\s+time)|for\s+later|for\s+next\s+time|going\s+forward|in\s+(?:the\s+)?future"
        rf"|from\s+now\s+on){_R}",
        shape=MARKER,
        accepts=REFERENCE,
        lead=False,
    ),
    _form(
        "en",
        _REMEMBER,
        "standing",
        "now here today point; from",
        rf"{_L}(?:from\s+now\s+on(?:wards?)?|from\s+here\s+on(?:\s+out)?|from\s+(?:today|this\s+point)\s+"
        rf"(?:on(?:wards?)?|forward)){_R}",
        shape=MARKER,
        accepts=STANDING,
        lead=False,
    ),
    _form(
        "en",
        _REMEMBER,
        "standing",
        "forward future henceforth onward onwards starting",
        # The longer "in future chats" is tried before "in future".
        rf"{_L}(?:going\s+forward|moving\s+forward|(?:in|for)\s+(?:all\s+)?(?:(?:our|my|your)\s+)?"
        rf"future\s+(?:chats|conversations|sessions|answers|replies|responses|messages)"
        rf"|in\s+(?:the\s+)?future|henceforth|starting\s+(?:now|today|from\s+now)|onwards?){_R}",
        shape=MARKER,
        accepts=STANDING,
        lead=False,
    ),
    _form(
        "en",
        _REMEMBER,
        "standing",
        "whenever every each; answer reply respond write talk give suggest recommend explain ask help make send",
        rf"{_L}(?:whenever|every\s+time|each\s+time)\s+(?:you|i)\s+(?:answer|reply|respond|write|talk"
        rf"|give|suggest|recommend|explain|ask|help|make|send)(?:\s+(?:to\s+)?me)?(?:\s+(?:for|with"
        rf"|about)\s+\w+)?{_R}",
        shape=MARKER,
        accepts=STANDING,
        lead=False,
    ),
]

_ZH_MEM = r"(?:你的)?(?:长期|長期)?(?:记忆|备忘录|脑子|脑海)(?:里|中|里面)?"
_ZH_ERASE = r"(?:删除|删掉|删了|去掉|清除|抹掉|移除|抹去|撤销|划掉)(?:掉)?"
_ZH = [
    _form(
        "zh",
        _FORGET,
        "release",
        "记 留着 保留 存着 保存 存; 别 不要 不用 不必 无需 不需要 没必要 可以不",
        r"(?:(?P<s>[^。！？!?\n，,]{2,40}?)(?:你|您)?(?:就|也)?)?(?:可以)?"
        r"(?:别|不要|不用|不必|无需|不需要|没必要|可以不用|可以不)(?:再)?(?:帮我|替我|给我)?"
        r"(?:记(?:住|着|得|下|下来|了|录)?(?!错|性)|留着|保留|存着|保存|存储|存(?=了|$|[。！？!?，,]))",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "zh",
        _FORGET,
        "memory",
        "记忆 脑 备忘; 删 清除 抹 去掉 移除",
        # The topic first: "关于前任的内容全部从你的记忆里删掉".
        r"(?P<s>[^。！？!?\n，,]{2,40}?)(?:你|您)?(?:就|也|都|全部|全都|统统|一律)?(?:给我|帮我)?从"
        + _ZH_MEM
        + _ZH_ERASE
        + r"(?:吧|啊|哦)*(?=$|[。！？!?\n，,~～\s])",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "zh",
        _FORGET,
        "memory",
        "记忆 脑 备忘; 删 清除 抹 去掉 移除",
        r"从" + _ZH_MEM + _ZH_ERASE,
        accepts=RELEASE,
    ),
    _form(
        "zh",
        _FORGET,
        "memory",
        "删 清除 抹 去掉 移除",
        _ZH_ERASE
        + r"(?:一下)?(?:你)?(?:"
        + _ZH_MEM
        + r")?(?:那条|这条|那个|这个)?关于(?P<s>[^。！？!?\n，,]{1,60}?)(?:的)?"
        r"(?:那条|这条|那些|这些)?(?:记忆|记录|信息|内容|事)?(?=$|[。！？!?\n，,吧])",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "zh",
        _FORGET,
        "memory",
        "删 清除 抹 去掉 移除",
        _ZH_ERASE + r"(?:你)?(?:这条|这个|那条|那个|该|相关的)?(?:记忆|记录)",
        accepts=RELEASE,
    ),
    _form(
        "zh",
        _FORGET,
        "memory",
        "删 去掉 抹 清除; 把",
        r"把(?P<s>[^。！？!?\n，,]{1,60}?)(?:从" + _ZH_MEM + r")?" + _ZH_ERASE + r"(?:吧)?",
        shape=CAPTURE,
        accepts=FORGET_USER,
    ),
    _form(
        "zh",
        _FORGET,
        "memory",
        "删 作废",
        r"(?:(?:可以|能)?(?:删除|删掉|删了)(?=我|关于|吧|$|[。！？!?，,])|作废)",
        accepts=FORGET_USER,
    ),
    _form(
        "zh",
        _FORGET,
        "release",
        "忘了 忘掉 删了 删掉 删除; 可以 就",
        r"(?P<s>[^。！？!?\n，,]{2,40}?)(?:你|您)?(?:也)?(?:可以|就)(?:直接)?(?:忘了|忘掉|删了|删掉|删除)",
        shape=CAPTURE,
        accepts=LET_GO,
    ),
    _form(
        "zh",
        _REMEMBER,
        "imperative",
        "忘",
        r"(?:永远|绝对|千万|可)?(?:别|不要|不许|千万别|可别|(?<!能)不能|不准)"
        r"(?:再)?忘(?:了|记|掉)?",
        accepts=KEEP,
    ),
    _form(
        "zh",
        _FORGET,
        "imperative",
        "忘; 把",
        r"把(?P<s>[^。！？!?\n，,]{1,60}?)(?:忘掉|忘了|忘记)(?:吧|掉)?",
        shape=CAPTURE,
        accepts=FORGET_USER,
    ),
    _form(
        "zh",
        _FORGET,
        "imperative",
        "忘",
        r"(?:忘掉|忘记掉|忘了|忘记)(?:它|吧)?",
        accepts=FORGET_USER,
    ),
    _form(
        "zh",
        _REMEMBER,
        "memory",
        "记忆 备忘 脑海 脑子",
        r"(?:(?:存|保存|加|写|放|记|收)(?:到|进|在|入)"
        + _ZH_MEM
        + r"|在"
        + _ZH_MEM
        + r"(?:加|存|记|添加|写)(?:一条|一下|上)?)",
        accepts=NOTE,
    ),
    _form(
        "zh",
        _REMEMBER,
        "memory",
        "记 存; 把",
        r"把(?P<s>[^。！？!?\n，,]{1,60}?)(?:记住|记下来|记下|记一下|记着|记好|记牢"
        r"|存(?:起来|下来|好)|(?:存|保存|加|写|放|记)(?:到|进|在|入)" + _ZH_MEM + r")",
        shape=CAPTURE,
        accepts=NOTE,
    ),
    _form(
        "zh",
        _REMEMBER,
        "memory",
        "记下 记一下 记录 备忘 记上 记个 记一笔",
        r"(?:帮我|帮忙|给我|替我)?(?:记下来|记一下|记下|记录一下|记录下来|记上|备忘一下|记个笔记|记一笔"
        r"|记个备忘|记录(?=\s*[:：]))",
        accepts=NOTE,
    ),
    _form(
        "zh",
        _REMEMBER,
        "imperative",
        "记住 记着 记好 记牢 记在 记得 记清楚 记准",
        r"(?:帮我|给我|替我|(?:你|您)(?:一定|可|千万)?(?=要|得))?(?:要|得|可要)?(?:记住|记着|记好|记牢|记在心里|记得"
        r"|记清楚|记准)(?!了吗|错)",
    ),
    _form(
        "zh",
        _FORGET,
        "outdated",
        "不对了 不是真的 不准确 不成立 过时 不再是 不是这样 作废 不算数 不适用 不是了",
        r"(?:已经|现在)?(?:不对了|不是真的了|不准确了|不成立了|过时了|不再是这样了"
        r"|不是这样了|作废了|不算数了|不适用了|不是了)",
        shape=SUBJECT,
        accepts=OUTDATED,
        lead=False,
    ),
    _form(
        "zh",
        _REMEMBER,
        "assume",
        "默认 假设 假定",
        r"(?:都|一律|一直)?(?:默认|假设|假定)(?=我)",
        accepts=ASSUME,
    ),
    _form(
        "zh",
        _REMEMBER,
        "standing",
        "以后 从现在 今后 往后 从今 从此 每次 之后 此后",
        r"(?:以后|从现在(?:开始|起)|今后|往后|从今(?:以后|往后|天起|天开始)|此后|之后(?=每次|都|一律|请|你)"
        r"|从此以后|从此|每次(?:回答|回复|给我|跟我)(?:我)?(?:的时候|时)?)(?:起|开始)?"
        # … not the start of a bounded stretch: "从现在开始到下周五" is a plan, not a rule.
        r"(?![，,\s]*(?:到|至|直到)(?:[^，,。]{1,8}?(?:为止|前|之前|止|[，,])|下?(?:周|星期|礼拜|个?月)"
        r"|明天|后天|[\d一二三四五六七八九十]+(?:号|日|月)))",
        shape=MARKER,
        accepts=STANDING,
        lead=False,
    ),
]

# (the compounds too: "Langzeitgedächtnis", "Langzeitspeicher", "Dauerspeicher")
_DE_MEM_NOUN = r"(?:(?:langzeit)?gedächtnis|(?:langzeit|dauer)?speicher)"
_DE_MEM = (
    rf"(?:in\s+(?:dein(?:em|en|e)?|das|den|deine)\s+(?:{_DE_MEM_NOUN}|erinnerung(?:en)?)"
    rf"|ins\s+{_DE_MEM_NOUN}|im\s+{_DE_MEM_NOUN})"
)
# "nicht" and its dialect forms ("nich", "net", "ned", "nöd", "nid").
_DE_NOT = r"(?:nicht|nich|net|ned|nöd|nid|nie|niemals)"
# Verbs of keeping track, released by "nicht mehr" or "hör auf".
_DE_KEEP = (
    r"(?:merken|im\s+kopf\s+behalten|behalten|notieren|speichern|aufschreiben|festhalten"
    r"|(?:mit)?zählen|tracken|protokollieren)"
)
# (with the modal particles and softeners of a request: "kannst du dir vielleicht merken",
# "merk dir einfach kurz", "du musst dir eben unbedingt merken")
_DE_ADV = (
    r"(?:(?:bitte|mal|auch|das|dies|doch|gut|für\s+die\s+zukunft|für\s+später|dauerhaft|vielleicht"
    r"|kurz|einfach|eben|halt|schnell|nochmal|noch\s+mal|ruhig|unbedingt|gerne?|bitteschön|echt)\s+)*"
)
_DE = [
    # Erasing everything about a topic: "Lösch alles, was meinen Ex betrifft", "lösche alles
    # zur Erkrankung meiner Mutter"; and the polite conditional, verb last: "Wenn Sie alles
    # zu meiner Knie-OP löschen könnten, …".
    _form(
        "de",
        _FORGET,
        "imperative",
        "lösch lösche streich streiche entfern entferne; alles",
        rf"{_L}(?:lösch(?:e)?|streich(?:e)?|entfern(?:e)?)\s+(?:bitte\s+)?"
        rf"(?=alles,?\s+(?:was\s+[^.!?\n,]{{1,60}}?\s+(?:betrifft|angeht|zu\s+tun\s+hat)"
        rf"|(?:über|zu|zur|zum|rund\s+um)\s))",
        accepts=FORGET_USER,
    ),
    _form(
        "de",
        _FORGET,
        "release",
        "wenn; löschen vergessen streichen entfernen",
        rf"{_L}wenn\s+(?:sie|du)\s+(?:mir\s+)?(?:bitte\s+)?(?P<s>[^.!?\n,]{{1,100}}?)\s+(?:wieder\s+)?"
        rf"(?:löschen|vergessen|streichen|entfernen)\s+(?:könnten|könntest|würden|würdest){_R}",
        shape=CAPTURE,
        accepts=RELEASE,
        request=True,
    ),
    # Keeping, negated and no longer, as a bare infinitive: "Bitte meine Adresse nicht mehr
    # speichern", "bitte nicht mehr abspeichern, dass …" (no subject: a request).
    _form(
        "de",
        _FORGET,
        "release",
        "speichern abspeichern notieren aufschreiben festhalten merken; mehr",
        r"(?:^|(?<=[,.;:!?\n])|(?<=[,.;:!?]\s))\s*(?:bitte\s+)?"
        r"(?P<s>(?:(?!(?<![^\W\d_])(?:ich|wir|man|er|sie|du|kann|will|muss|soll|sollte"
        r"|möchte|werde|darf)(?![^\W\d_]))[^.!?\n,]){1,80}?)\s+(?:bitte\s+)?nicht\s+mehr\s+"
        r"(?:ab)?(?:speichern|notieren|aufschreiben|festhalten|merken)(?=\s*[.!]|\s*$)",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "de",
        _FORGET,
        "release",
        "speichern abspeichern notieren aufschreiben; mehr",
        rf"{_L}nicht\s+mehr\s+(?:ab)?(?:speichern|notieren|aufschreiben),?\s+(?=dass{_R})",
        accepts=RELEASE,
    ),
    _form(
        "de",
        _FORGET,
        "release",
        "speicher speichere merk notier notiere behalte; nichts",
        rf"{_L}(?:speicher(?:e)?|merk(?:e)?\s+dir|notier(?:e)?|behalte)\s+(?:bitte\s+)?nichts"
        rf"(?:\s+(?:über|zu|von)){_R}",
        accepts=RELEASE,
    ),
    _form(
        "de",
        _FORGET,
        "release",
        "merk merke",
        rf"{_L}merk(?:e)?\s+dir\s+(?:(?:das|dies|bitte)\s+)*(?:(?P<s>[^.!?\n,]{{1,80}}?)\s+)?"
        rf"nicht\s+mehr{_R}",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "de",
        _FORGET,
        "release",
        "musst brauchst; merken behalten notieren speichern aufschreiben festhalten zählen mitzählen tracken",
        rf"{_L}(?:du\s+)?(?:musst|brauchst)\s+(?:du\s+)?(?:dir\s+)?(?:(?:das|dies|es|bitte)\s+)*"
        rf"(?:(?P<s>[^.!?\n,]{{1,80}}?)\s+)?(?:nicht\s+mehr|nicht\s+länger|nicht|nie\s+mehr)\s+"
        rf"(?:zu\s+)?{_DE_KEEP}{_R}",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "de",
        _FORGET,
        "release",
        "hör hör' hören aufhören; merken notieren speichern aufzuschreiben mitzuzählen zählen tracken festzuhalten",
        rf"{_L}(?:hör(?:'|e)?\s+(?:bitte\s+)?auf|hören\s+sie\s+auf|aufhören),?\s+(?:dir\s+)?"
        rf"(?:(?P<s>[^.!?\n,]{{1,80}}?)\s+)?(?:zu\s+{_DE_KEEP}|(?:mit|auf|fest)zu\w+){_R}",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "de",
        _FORGET,
        "release",
        "grund",
        rf"{_L}kein(?:en)?\s+grund\s+mehr,?\s+(?:dir\s+)?(?:das\s+)?zu\s+merken{_R}",
        accepts=RELEASE,
    ),
    _form(
        "de",
        _FORGET,
        "release",
        "musst brauchst; merken behalten notieren speichern zählen mitzählen",
        rf"(?P<s>[^.!?\n]{{1,120}}?)\s+(?:musst|brauchst)\s+du\s+(?:dir\s+)?{_DE_ADV}(?:nicht\s+mehr"
        rf"|nicht\s+länger)\s+(?:zu\s+)?{_DE_KEEP}{_R}",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "de",
        _FORGET,
        "release",
        "vergessen löschen streichen",
        rf"(?P<s>[^.!?\n]{{1,120}}?)\s+(?:kannst|darfst|solltest)\s+du\s+{_DE_ADV}(?:ruhig\s+|jetzt\s+"
        rf"|gerne?\s+)*(?:vergessen|löschen|streichen){_R}",
        shape=CAPTURE,
        accepts=LET_GO,
    ),
    _form(
        "de",
        _FORGET,
        "release",
        "vergessen löschen streichen entfernen",
        # (the formal register too: "Können Sie bitte … vergessen?", "Würden Sie … löschen")
        rf"{_L}(?:(?:du\s+)?(?:kannst|darfst|könntest|würdest)(?:\s+du)?"
        rf"|(?:können|könnten|würden|dürften)\s+sie)\s+{_DE_ADV}(?:ruhig\s+|jetzt\s+"
        rf"|gerne?\s+)*(?:(?P<s>[^.!?\n]{{0,120}}?)\s+)?(?:wieder\s+)?"
        rf"(?:vergessen|löschen|streichen|entfernen){_R}",
        shape=CAPTURE,
        accepts=LET_GO,
        request=True,
    ),
    _form(
        "de",
        _FORGET,
        "memory",
        "gedächtnis speicher erinnerung; lösch lösche löschen entfern entferne entfernen streich streiche nimm nehmen tilg tilge",
        rf"{_L}(?:lösch(?:e|en)?|entfern(?:e|en)?|streich(?:e|en)?|nimm|nehmen|tilg(?:e|en)?)"
        rf"\s+(?:{_S}\s+)?aus\s+(?:dein(?:em|er)|dem|der)\s+(?:{_DE_MEM_NOUN}|erinnerung){_R}"
        # the separable particle of "nimm … raus" is no part of the statement
        rf"(?:\s+(?:raus|heraus))?",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "de",
        _FORGET,
        "memory",
        "erinnerung notiz eintrag gedächtnis gedächtniseintrag; lösch lösche löschen entfern entferne entfernen",
        rf"{_L}(?:lösch(?:e|en)?|entfern(?:e|en)?)\s+(?:bitte\s+)?(?:die|diese|deine|meine|den|"
        rf"diesen)?\s*(?:erinnerung|notiz|info|information|eintrag|gedächtnis(?:eintrag)?)"
        rf"(?:\s+(?:an|über|zu|dazu|daran)|,?\s+dass|\s*:)?{_R}",
        accepts=RELEASE,
    ),
    _form(
        "de",
        _FORGET,
        "memory",
        "lösch lösche löschen",
        rf"{_L}(?:lösch(?:e|en)?|streich(?:e)?)(?=\s+(?:bitte\s+)?(?:das\s+mit|alles\s+über|meine|mein"
        rf"|die\s+info|alles,?\s+was|(?:das|es|dies)(?:\s+(?:bitte|wieder|einfach))*\s*(?:[.!,]|$)))",
        accepts=FORGET_USER,
    ),
    _form(
        "de",
        _REMEMBER,
        "imperative",
        "vergiss vergessen",
        rf"{_L}(?:vergiss|vergessen\s+sie)\s+(?:(?:bitte|aber|ja|mal|bloß|blos|auf\s+keinen\s+fall"
        rf"|bloss|doch|ja|einfach|halt)\s+)*{_DE_NOT}{_R}(?!\s+mehr)",
        accepts=KEEP,
    ),
    _form(
        "de",
        _REMEMBER,
        "imperative",
        "vergiss vergessen",
        rf"{_L}(?:vergiss|vergessen\s+sie)\s+{_S_NC}\s+{_DE_NOT}{_R}(?!\s+mehr)",
        shape=CAPTURE,
        accepts=KEEP,
    ),
    _form(
        "de",
        _REMEMBER,
        "imperative",
        "vergessen",
        rf"{_L}(?:bitte\s+)?(?:nicht|nie)\s+vergessen{_R}",
        accepts=KEEP,
    ),
    _form(
        "de",
        _FORGET,
        "imperative",
        "vergiss vergessen",
        rf"{_L}(?:vergiss|vergessen\s+sie|(?:bitte\s+)?vergessen(?=\s*[.!]*\s*$)){_R}",
        accepts=FORGET_USER,
    ),
    _form(
        "de",
        _REMEMBER,
        "memory",
        "notier notiere notieren notierst schreib schreibe",
        rf"{_L}(?:notier(?:e|en|st)?|schreib(?:e)?\s+dir\s+(?:(?:das|dies|bitte)\s+)*auf)"
        rf"(?:\s+(?:dir|sich))?{_R}",
        accepts=NOTE,
    ),
    _form(
        "de",
        _REMEMBER,
        "memory",
        "gedächtnis speicher erinnerung neue",
        rf"{_L}(?:speicher(?:e|n|st)?|leg(?:e)?|nimm|nehmen|pack(?:e)?|füg(?:e)?|schreib(?:e)?"
        rf"|trag(?:e)?)\s+(?:(?:dir|mir|sich)\s+)?(?:(?P<s>[^.!?\n]{{1,120}}?)\s+)?(?:{_DE_MEM}|ab)"
        rf"(?:\s+(?:hinzu|auf|ein|ab))?"
        rf"{_R}|{_L}neue\s+(?:erinnerung|notiz)\s*:",
        shape=CAPTURE,
        accepts=NOTE,
    ),
    _form(
        "de",
        _REMEMBER,
        "imperative",
        "merk merke merken merkst merk's",
        rf"{_L}(?:merk(?:e|st)?(?:'s)?\s+(?:dir|euch|dr)|merken\s+sie\s+sich"
        rf"|(?:dir|dr|sich)\s+{_DE_ADV}(?:zu\s+)?merken?(?:\s+(?:könntest|kannst|würdest|solltest|sollst|musst))?"
        rf"|dass\s+du\s+dir\s+{_DE_ADV}merkst|merk(?:e)?'s|(?:bitte\s+)?merken(?=\s*[.!]*\s*$)){_R}",
    ),
    _form(
        "de",
        _REMEMBER,
        "imperative",
        "merken",
        rf"{_L}(?:dir|sich)\s+(?!zu\s+merken){_S_NC}\s+merken{_R}",
        shape=CAPTURE,
    ),
    _form(
        "de",
        _REMEMBER,
        "imperative",
        "merken",
        rf"(?P<s>[^.!?\n]{{1,120}}?)\s+(?:solltest|musst|kannst|sollst)\s+du\s+dir\s+{_DE_ADV}"
        rf"merken{_R}",
        shape=CAPTURE,
    ),
    _form(
        "de",
        _REMEMBER,
        "imperative",
        "denk denke denken",
        rf"{_L}(?:denk(?:e)?|denken\s+sie)\s+(?:(?:bitte|immer|mal|auch)\s+)*(?:daran|dran){_R}",
        accepts=KEEP,
    ),
    _form(
        "de",
        _REMEMBER,
        "imperative",
        "erinnere erinnern",
        rf"{_L}(?:erinnere\s+dich|erinnern\s+sie\s+sich|dich\s+(?:daran\s+)?erinnern)"
        rf"(?:\s+(?:daran|dran))?{_R}",
    ),
    _form(
        "de",
        _REMEMBER,
        "imperative",
        "behalt behalte behalten",
        rf"{_L}(?:behalt(?:e|en)?|behalten\s+sie)\s+(?:(?:das|dies|bitte|es)\s+)*"
        rf"(?:im\s+(?:kopf|hinterkopf|gedächtnis|auge|sinn)|in\s+erinnerung){_R}",
    ),
    _form(
        "de",
        _REMEMBER,
        "imperative",
        "behalt behalte behalten",
        rf"{_L}(?:behalt(?:e|en)?|behalten\s+sie)\s+{_S_NC}\s+(?:im\s+(?:kopf|hinterkopf|gedächtnis|"
        rf"auge|sinn)|in\s+erinnerung){_R}",
        shape=CAPTURE,
    ),
    _form(
        "de",
        _FORGET,
        "outdated",
        "stimmt gilt aktuell mehr veraltet überholt",
        rf"{_L}(?:(?:stimmt|gilt)\s+(?:so\s+|auch\s+)?(?:nicht|nich)\s+mehr|(?:ist|sind)\s+"
        rf"(?:so\s+)?nicht\s+mehr\s+(?:aktuell|richtig|wahr|gültig|so|der\s+fall)"
        rf"|(?:ist|sind)\s+(?:veraltet|überholt)){_R}",
        shape=SUBJECT,
        accepts=OUTDATED,
        lead=False,
    ),
    _form(
        "de",
        _REMEMBER,
        "assume",
        "davon; aus",
        rf"{_L}(?:geh(?:e)?|gehen\s+sie)\s+(?:(?:bitte|immer|einfach|stets|ruhig|mal|in\s+zukunft"
        rf"|(?:zu)?künftig|ab\s+jetzt|ab\s+sofort|grundsätzlich|standardmäßig)\s+)*davon"
        rf"\s+aus,?\s+dass{_R}",
        accepts=ASSUME,
    ),
    _form(
        "de",
        _REMEMBER,
        "reference",
        "zukunft künftigen zukünftigen künftige zukünftige gedächtnis mitschreiben weiteren kommenden nächsten",
        rf"{_L}(?:für\s+die\s+zukunft"
        # (round 13: "Zur künftigen Berücksichtigung:", "Zur Info für künftige Gespräche:",
        # "Kleine Info fürs Gedächtnis:", "zum Mitschreiben für dich:"; round 14: "zur Info
        # für alle weiteren Gespräche:")
        rf"|(?:zur\s+(?:künftigen|zukünftigen|späteren)\s+(?:berücksichtigung|verwendung|kenntnis)"
        rf"|zur\s+info(?:rmation)?\s+für\s+(?:künftige|zukünftige|spätere|unsere\s+nächsten"
        rf"|die\s+nächsten|alle\s+(?:weiteren|künftigen|zukünftigen|kommenden|nächsten))"
        rf"\s+(?:gespräche|chats|unterhaltungen|fragen)"
        rf"|(?:(?:kleine|kurze)\s+)?info\s+fürs\s+gedächtnis|zum\s+mitschreiben(?:\s+für\s+dich(?:\s*,\s*nicht\s+für\s+mich)?)?"
        rf")(?=\s*:)){_R}",
        shape=MARKER,
        accepts=REFERENCE,
        lead=False,
    ),
    _form(
        "fr",
        _REMEMBER,
        "reference",
        "référence reference mémoire retenir",
        # "Pour référence future :", "Pour mémoire :", "petit truc à retenir :"
        rf"{_L}(?:pour\s+(?:référence|reference)\s+(?:future|ultérieure)|pour\s+(?:la\s+)?mémoire"
        rf"|(?:(?:petit|petite)\s+)?(?:truc|chose|info)\s+à\s+retenir)(?=\s*:){_R}",
        shape=MARKER,
        accepts=REFERENCE,
        lead=False,
    ),
    # The assistant's knowing anchored in the future (round 14: "nur damit du's fürs nächste
    # Mal weißt: …", "juste pour que tu le saches à l'avenir, …"); with no anchor it is news.
    _form(
        "de",
        _REMEMBER,
        "reference",
        "damit; weißt",
        rf"{_L}(?:nur\s+|bloß\s+|einfach\s+)?damit\s+du(?:'?s|\s+es|\s+das)?\s+(?:(?:auch\s+)?(?:fürs"
        rf"\s+nächste\s+mal|für\s+(?:die\s+)?(?:zukunft|später|künftige\s+\w+|nächstes\s+mal)"
        rf"|in\s+zukunft|künftig|dauerhaft)\s+)weißt{_R}",
        shape=MARKER,
        accepts=REFERENCE,
        lead=False,
    ),
    _form(
        "fr",
        _REMEMBER,
        "reference",
        "saches sachiez",
        rf"{_L}(?:juste\s+|simplement\s+)?pour\s+que\s+(?:tu|vous)\s+(?:le\s+)?(?:saches|sachiez)"
        rf"\s+(?:à\s+l'avenir|pour\s+(?:la\s+(?:prochaine\s+fois|suite)|plus\s+tard|l'avenir"
        rf"|les\s+prochaines\s+fois|nos\s+prochaines\s+(?:conversations|discussions))"
        rf"|désormais|dorénavant|une\s+fois\s+pour\s+toutes){_R}",
        shape=MARKER,
        accepts=REFERENCE,
        lead=False,
    ),
    _form(
        "de",
        _REMEMBER,
        "standing",
        "nun jetzt sofort künftig zukünftig zukunft heute fortan wenn nächsten zukünftigen",
        rf"{_L}(?:von\s+nun\s+an|ab\s+jetzt|ab\s+sofort|(?:zu)?künftig|in\s+zukunft|von\s+jetzt\s+an"
        rf"|(?:in|bei|für)\s+(?:allen\s+)?(?:(?:unseren|deinen|den|ihren|euren)\s+)?"
        rf"(?:nächsten|zukünftigen|künftigen)\s+(?:chats"
        rf"|gesprächen|unterhaltungen|antworten)"
        rf"|ab\s+heute|fortan|ab\s+nun|(?:immer|jedes\s+mal),?\s+wenn\s+du\s+(?:mir\s+)?"
        rf"(?:antwortest|schreibst|etwas\s+\w+))(?:\s+an)?{_R}",
        shape=MARKER,
        accepts=STANDING,
        lead=False,
    ),
]

# Adverbs between a French verb and its negation ("n'oublie surtout jamais").
_FR_ADV = r"(?:(?:surtout|jamais|bien|donc|vraiment|toujours|quand\s+même|stp|svp)\s+)*"
# Verbs of keeping track, released by "pas besoin de" or "arrête de".
_FR_KEEP = (
    r"(?:retenir|souvenir|rappeler|mémoriser|noter|suivre|compter|enregistrer|surveiller"
    r"|tracker|garder\s+en\s+mémoire)"
)
_FR_MEM = (
    r"(?:dans|à|en)\s+(?:ta|votre|la|ma)\s+mémoire|en\s+mémoire|dans\s+un\s+coin\s+de\s+(?:ta|votre)\s+tête"
    r"|(?:dans|à|parmi)\s+(?:tes|vos)\s+souvenirs" + FR_KEEPING_PLACE
)
_FR_VERB_REM = (
    r"(?:souviens[-\s]toi|souvenez[-\s]vous|rappelle[-\s]toi|rappelez[-\s]vous"
    r"|(?:te|vous)\s+(?:souvenir|rappeler|souviennes|rappelles)|retiens|retenez|retenir"
    r"|retiennes|souviens[-\s]t'en|rappelle[-\s]t'en|noter|notes|mémoriser|mémorises)"
)
_FR = [
    # Erasing everything about a topic: "Efface tout ce qui concerne mon ex".
    _form(
        "fr",
        _FORGET,
        "imperative",
        "efface effacez effacer supprime supprimez supprimer; concerne touche",
        rf"{_L}(?:efface|effacez|effacer|supprime|supprimez|supprimer)\s+"
        rf"(?=tout\s+ce\s+qui\s+(?:concerne|touche|a\s+trait\s+à){_R})",
        accepts=FORGET_USER,
    ),
    # Keeping, negated and no longer: "ne garde plus mon adresse", "ne note plus que …".
    _form(
        "fr",
        _FORGET,
        "release",
        "garde gardez retiens retenez note notez enregistre enregistrez mémorise stocke; plus",
        rf"{_L}ne\s+(?:garde|gardez|retiens|retenez|note|notez|enregistre|enregistrez|mémorise"
        rf"|mémorisez|stocke|stockez)\s+plus{_R}(?!\s+(?:rien|jamais|personne)(?![\w']))",
        accepts=RELEASE,
    ),
    _form(
        "fr",
        _FORGET,
        "memory",
        "efface supprime oublie; sais dit confié raconté partagé mentionné écrit expliqué"
        " enregistré noté retenu gardé mémorisé stocké sauvegardé",
        rf"{_L}(?:efface|effacez|effacer|supprime|supprimez|supprimer|oublie|oubliez|oublier)"
        rf"(?=\s+(?:tout\s+)?ce\s+que\s+(?:tu\s+sais|vous\s+savez|(?:tu\s+as|vous\s+avez)\s+"
        rf"(?:enregistré|noté|retenu|gardé|mémorisé|stocké|sauvegardé)|je\s+(?:t'|vous\s+)ai\s+"
        rf"(?:dit|confié|raconté|partagé|mentionné|écrit|expliqué)){_R})",
        accepts=FORGET_USER,
    ),
    _form(
        "fr",
        _FORGET,
        "release",
        "rien; garde retiens note enregistre mémorise stocke",
        rf"{_L}ne\s+(?:garde|gardez|retiens|retenez|note|notez|enregistre|enregistrez|mémorise|stocke)"
        rf"\s+rien(?:\s+en\s+mémoire)?(?:\s+(?:sur|de|à\s+propos\s+de|concernant)){_R}",
        accepts=RELEASE,
    ),
    # Keeping no trace: "n'en garde aucune trace", "ne garde aucune trace de ma rupture".
    _form(
        "fr",
        _FORGET,
        "release",
        "trace; garde gardes gardez conserve conserves conservez",
        rf"{_L}(?:ne\s+|n')(?P<pron>en\s+)?(?:garde|gardes|gardez|conserve|conserves|conservez)"
        rf"\s+(?:plus\s+)?aucune\s+trace{_R}(?:\s+(?:de|d')(?=[\s\w]))?",
        accepts=RELEASE,
    ),
    _form(
        "fr",
        _FORGET,
        "release",
        "besoin peine plus pas inutile; retenir souvenir rappeler garder mémoriser noter suivre compter enregistrer",
        rf"{_L}(?:(?:tu\s+)?n'?(?:as|avez)\s+plus\s+(?:besoin\s+)?|plus\s+besoin\s+|pas\s+besoin\s+"
        rf"|tu\s+n'as\s+pas\s+besoin\s+|inutile\s+|pas\s+la\s+peine\s+)(?:de\s+|d'|à\s+)"
        rf"(?:(?:te|vous)\s+|t')?(?P<pron>en\s+|(?:le|la|les)\s+|l')?"
        rf"(?:{_FR_KEEP}|garder\s+(?:ça\s+)?(?:en\s+(?:mémoire|tête)|à\s+l'esprit)){_R}",
        accepts=RELEASE,
    ),
    _form(
        "fr",
        _FORGET,
        "release",
        "retiens retenez souviens rappelle arrête arrêtez arrêter",
        rf"{_L}(?:ne\s+(?:retiens|retenez)\s+plus|ne\s+te\s+(?:souviens|rappelle)\s+plus"
        rf"|arrêt(?:e|ez|er)\s+de\s+(?:(?:te|me|vous)\s+)?{_FR_KEEP}){_R}",
        accepts=RELEASE,
    ),
    _form(
        "fr",
        _FORGET,
        "release",
        "oublier effacer supprimer retirer enlever virer; peux pouvez pourrais pourriez tu vous",
        rf"{_L}(?:tu\s+(?:peux|pourrais)|vous\s+(?:pouvez|pourriez)|peux[-\s]tu|pourrais[-\s]tu"
        rf"|pouvez[-\s]vous|pourriez[-\s]vous)\s+"
        rf"(?:maintenant\s+|désormais\s+|bien\s+)?(?P<pron>l'|le\s+|la\s+|les\s+)?"
        rf"(?:oublier|effacer|supprimer|retirer|enlever|virer){_R}",
        accepts=LET_GO,
        request=True,
    ),
    _form(
        "fr",
        _FORGET,
        "memory",
        "mémoire notes souvenirs sais",
        # (the clitic may be joined by a hyphen, "retire-le de ta mémoire"; the place of
        # memory may be the assistant's notes or what it knows about the speaker)
        rf"{_L}(?:efface|effacer|effacez|supprime|supprimer|supprimez|retire|retirer|retirez"
        rf"|enlève|enlever|enlevez|oublie|sors|sortez|sortir|vire|virer)[-\s]+(?:{_S}\s+)?de\s+"
        rf"(?:{FR_MEMORY_PLACE}){_R}",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "fr",
        _FORGET,
        "memory",
        "souvenir note info information entrée mémoire; efface effacer effacez supprime supprimer supprimez retire enlève",
        rf"{_L}(?:efface|effacer|effacez|supprime|supprimer|supprimez|retire|enlève)\s+"
        rf"(?:(?:ce|le|cette|ton|mon|la)\s+|l'|(?:tous\s+)?(?:les|tes|mes)\s+)?(?:souvenirs?|note|info"
        rf"|information|entrée|mémoire)"
        rf"(?:\s+(?:que|sur|concernant|à\s+propos\s+de|selon\s+laquelle|où|de)|\s+qu'|\s*:)?{_R}",
        accepts=RELEASE,
    ),
    _form(
        "fr",
        _REMEMBER,
        "imperative",
        "oublie oubliez oublies oublier",
        rf"{_L}(?:(?:n'|ne\s+)?(?:l'|le\s+|la\s+|les\s+)?oublie(?:z|s)?\s+{_FR_ADV}(?:pas|jamais|point)"
        rf"|ne\s+(?:pas|jamais)\s+oublier){_R}",
        accepts=KEEP,
    ),
    _form(
        "fr",
        _FORGET,
        "imperative",
        "oublie oubliez oublies oublier",
        rf"{_L}(?<!n')(?<!ne\s)(?:oublie(?:z|r)?|oublies){_R}(?![-\s]*{_FR_ADV}(?:pas|jamais|point){_R})",
        accepts=FORGET_USER,
    ),
    _form(
        "fr",
        _REMEMBER,
        "memory",
        "mémoire tête nouveau nouvelle souvenirs carnet calepin notes",
        rf"{_L}(?:garde|garder|gardez|enregistre|enregistrer|enregistrez|sauvegarde|sauvegarder"
        rf"|ajoute|ajouter|mets|mettre|stocke|stocker|inscris|inscrire|grave|graver|retiens"
        rf"|{FR_NOTE_TAKING})\s+"
        rf"(?:(?P<s>[^.!?\n]{{1,120}}?)\s+)?(?:{_FR_MEM}){_R}|{_L}(?:nouveau\s+souvenir|nouvelle\s+"
        rf"(?:note|info))\s*:",
        shape=CAPTURE,
        accepts=NOTE,
    ),
    _form(
        "fr",
        _REMEMBER,
        "memory",
        "mémorise mémorisez note notez noter prends prenez prendre",
        rf"{_L}(?:mémorise|mémorisez|prends\s+note|prenez\s+note|prendre\s+note"
        rf"|note(?:z)?[-\s](?:le|la|ça|bien|cela|moi\s+ça)|note(?:z)?\s*:|note\s+bien)"
        rf"(?:\s+(?:de|que|qu'))?{_R}",
        accepts=NOTE,
    ),
    _form(
        "fr",
        _REMEMBER,
        "imperative",
        "esprit tête mémoire",
        rf"{_L}(?:garde|garder|gardez)(?:-(?P<pron>le|la|les|ça|moi))?\s+(?:bien\s+)?"
        rf"(?:(?P<s>[^.!?\n]{{1,120}}?)\s+)?(?:à\s+l'esprit|en\s+tête|en\s+mémoire){_R}",
        shape=CAPTURE,
    ),
    _form(
        "fr",
        _REMEMBER,
        "imperative",
        "souviens souvenez rappelle rappelez souvenir rappeler souviennes rappelles retiens retenez retenir retiennes noter notes mémoriser mémorises",
        rf"{_L}{_FR_VERB_REM}(?:[-\s](?:le|la|les|ça|bien))?{_R}",
    ),
    # Verbs of recording with their clitic ("inscris-le", "enregistre-la"): without it they
    # are tasks on a file or a form ("enregistre le document").
    _form(
        "fr",
        _REMEMBER,
        "memory",
        "inscris inscrivez enregistre enregistrez mémorise mémorisez",
        rf"{_L}(?:inscris|inscrivez|enregistre|enregistrez|mémorise|mémorisez)-(?:le|la|les){_R}",
        accepts=NOTE,
    ),
    _form(
        "fr",
        _REMEMBER,
        "imperative",
        "retenir noter mémoriser souvenir rappeler garder tenir prendre",
        # A clitic before the infinitive, after any request frame: "tu peux le noter ?",
        # "merci de t'en souvenir", "pourriez-vous vous en souvenir ?", and taking into
        # account: "si tu pouvais en tenir compte", "peux-tu le prendre en compte ?".
        rf"{_L}(?:(?:tu\s+(?:peux|peut|pourrais|dois)|vous\s+(?:pouvez|pourriez|devez)|peux[-\s]tu"
        rf"|pourrais[-\s]tu)\s+)?(?P<pron>l'|le\s+|la\s+|les\s+|t'en\s+|vous\s+en\s+"
        rf"|en\s+(?=tenir\s))"
        rf"(?:retenir|noter|mémoriser|souvenir|rappeler|garder\s+en\s+(?:tête|mémoire)"
        rf"|tenir\s+compte|prendre\s+en\s+compte){_R}",
        request=True,
    ),
    _form(
        "fr",
        _FORGET,
        "outdated",
        "plus; vrai valable d'actualité actualité exact correct cas juste jour",
        rf"{_L}(?:n'est|ne\s+sont|c'est)\s+plus\s+(?:vrai|valable|d'actualité|exact|correct|le\s+cas"
        rf"|juste|à\s+jour){_R}",
        shape=SUBJECT,
        accepts=OUTDATED,
        lead=False,
    ),
    _form(
        "fr",
        _REMEMBER,
        "memory",
        "note notez",
        rf"{_L}note(?:z)?(?=\s+(?:que\s|qu'))",
        accepts=ASSUME,
    ),
    # A label of keeping inside a message, before a colon ("Bon. À noter pour la suite de nos
    # échanges : mon allergie …"): like "note que", it keeps a fact about the speaker only.
    _form(
        "fr",
        _REMEMBER,
        "memory",
        "noter retenir",
        # (the anchor in the future may have been read as "désormais" already)
        rf"{_L}à\s+(?:noter|retenir)(?:\s+(?:désormais|pour\s+(?:la\s+suite|plus\s+tard|l'avenir"
        rf"|(?:la|les|nos|tes|mes)\s+(?:prochaines?|futures?)\s+[^\W\d_]+(?:\s+fois)?)))?(?=\s*:)",
        accepts=ASSUME,
    ),
    _form(
        "fr",
        _REMEMBER,
        "assume",
        "principe",
        rf"{_L}(?:pars|partez)\s+(?:toujours\s+|donc\s+)?du\s+principe\s+(?:que|qu'){_R}",
        accepts=ASSUME,
    ),
    _form(
        "fr",
        _REMEMBER,
        "standing",
        "désormais maintenant dorénavant avenir l'avenir aujourd'hui présent prochaines futures chaque"
        " astheure asteure toutes",
        rf"{_L}(?:désormais|à\s+partir\s+de\s+maintenant|dorénavant|à\s+l'avenir|à\s+partir"
        rf"\s+d'aujourd'hui|dès\s+maintenant|dès\s+à\s+présent|pour\s+(?:toutes\s+)?(?:nos|les|mes|tes|vos)"
        rf"\s+(?:prochaines|futures)\s+(?:conversations|discussions|réponses|échanges)"
        rf"|dans\s+(?:toutes\s+)?(?:nos|les|tes|mes|vos)\s+(?:prochaines|futures)\s+(?:conversations"
        rf"|discussions|réponses|échanges)"
        rf"|(?:à\s+)?chaque\s+fois\s+que\s+tu\s+(?:me\s+)?(?:réponds|écris|parles)"
        # (Québécois "astheure", "now": "à partir d'astheure, vouvoie-moi …")
        rf"|à\s+partir\s+d'(?:astheure|asteure)"
        # the user's own requests frame the instruction, as in Spanish "cada vez que te pida
        # …, …": "chaque fois que je te demande un trajet, évite les péages" (its object is part
        # of the frame, and holds no verb of keeping: the instruction follows the comma)
        rf"|(?:à\s+)?(?:chaque\s+fois|toutes\s+les\s+fois)\s+que\s+je\s+te\s+(?:demande|pose)"
        rf"(?:\s+(?:(?!souviens|rappelle|retiens|n'oublie|note|garde)[^,.;:!?\n]){{1,60}}?)?"
        # (an imperative follows, not a clause with its subject: "…, tu me proposes l'autoroute" is
        # a complaint)
        rf"(?=\s*,(?!\s*(?:tu|je|il|elle|on|ils|elles|ça|ce|me|te|nous|vous|j'|c'|m'|t'|y)[\s'])))"
        rf"(?:\s*,)?{_R}",
        shape=MARKER,
        accepts=STANDING,
        lead=False,
    ),
    # Striking out a pointer after the speaker's statement ("Je joue aux échecs. Raye ça.",
    # "…, efface-le"); a bare pointer with nothing before is conversation control.
    _form(
        "fr",
        _FORGET,
        "memory",
        "efface effacez supprime supprimez raye rayez barre barrez enlève enlevez retire retirez",
        rf"{_L}(?:efface|effacez|supprime|supprimez|raye|rayez|barre|barrez|enlève|enlevez|retire"
        rf"|retirez)[-\s](?P<pron>ça|cela|le|la|les)(?=\s*(?:[.!,;:—–-]|$))",
        accepts=FORGET_USER,
    ),
]

_ES_MEM = r"(?:(?:en|a)\s+(?:(?:tu|la|su|mi)\s+)?memoria|(?:en|a|entre)\s+(?:tus|sus)\s+(?:recuerdos|notas))"
_ES_CLITIC = r"(?:te)?(?:lo|la|los|las)"
# Verbs of keeping track, released by "ya no hace falta que" or "deja de".
_ES_KEEP = (
    r"(?:recordar|recuerdes|acordarte|te\s+acuerdes|tener\s+en\s+cuenta|tengas\s+en\s+cuenta"
    r"|guardar|guardes|apuntar|apuntes|anotar|anotes|registrar|registres|contar|cuentes"
    r"|llevar\s+(?:la\s+)?cuenta\s+de|lleves\s+(?:la\s+)?cuenta\s+de|seguir|controlar|memorizar"
    # "tener presente", and keeping on: "no hace falta que sigas recordando que …"
    r"|tener\s+presente|tengas\s+presente|(?:sigas|seguir)\s+(?:recordando|guardando|apuntando"
    r"|teniendo\s+(?:en\s+cuenta|presente)|acordándote))"
)
# The same verbs in the subjunctive a wish takes ("no quiero que recuerdes", "preferiría que
# no guardaras", "no quiero que lo sigas teniendo guardado").
_ES_KEEP_WISHED = (
    r"(?:recuerdes|recordaras|recordases|te\s+acuerdes|te\s+acordaras|guardes|guardaras|apuntes"
    r"|apuntaras|anotes|anotaras|registres|almacenes|memorices"
    r"|(?:tengas|tuvieras|tuvieses)\s+(?:en\s+cuenta|presente|guardad[oa]s?|apuntad[oa]s?)"
    r"|(?:sigas|siguieras)\s+(?:recordando|guardando|apuntando|acordándote"
    r"|teniendo\s+(?:en\s+cuenta|presente|guardad[oa]s?|apuntad[oa]s?)))"
)
# "cuando" after "recuerda" looks back ("recuerda cuando fuimos …"), unless it frames the
# assistant's work to come: "acordate cuando te pida planes", "acuérdate cuando me armes …".
_ES_NOT_WORK = (
    r"(?!\s+(?:(?:te|le|les)\s+(?:pida|pidamos|pregunte|consulte|hable|escriba|mande)"
    r"|(?:me\s+|nos\s+)?(?:armes|hagas|prepares|recomiendes|sugieras|propongas|planees|planifiques"
    r"|des|ayudes|busques|escribas|respondas|contestes|organices|recetes|cocines|calcules"
    r"|hables|mandes))(?![a-zà-öø-ÿ]))"
)
_ES = [
    # Keeping, negated and no longer: "no guardes más mi dirección", "no apuntes más que …".
    _form(
        "es",
        _FORGET,
        "release",
        "guardes guarde apuntes apunte anotes anote registres almacenes; más",
        rf"{_L}no\s+(?:me\s+)?(?:guardes|guarde|apuntes|apunte|anotes|anote|registres|almacenes)"
        rf"\s+más{_R}",
        accepts=RELEASE,
    ),
    _form(
        "es",
        _FORGET,
        "release",
        "nada; guardes recuerdes apuntes anotes registres almacenes",
        rf"{_L}no\s+(?:guardes|recuerdes|apuntes|anotes|registres|almacenes|guarde|anote)\s+nada"
        rf"(?:\s+(?:sobre|de|acerca\s+de)){_R}",
        accepts=RELEASE,
    ),
    _form(
        "es",
        _FORGET,
        "release",
        "necesitas hace tienes deja dejá deje puedes podés puede necesario debes; recordar recuerdes acordarte acuerdes tener tengas guardar guardes apuntar apuntes anotar anotes registrar registres contar cuentes llevar lleves seguir sigas controlar memorizar",
        rf"{_L}(?:ya\s+no\s+(?:necesitas|tienes\s+que|hace\s+falta(?:\s+que)?|debes|es\s+necesario"
        rf"(?:\s+que)?)|no\s+(?:necesitas|hace\s+falta(?:\s+que)?|tienes\s+que|es\s+necesario"
        rf"(?:\s+que)?)|dej[aáe]\s+de|(?:puedes|podés|puede)\s+dejar\s+de)\s+"
        rf"(?P<pron>(?:te\s+)?(?:lo|la|los|las)\s+)?{_ES_KEEP}(?:lo|la|los|las)?(?:\s+más)?{_R}",
        accepts=RELEASE,
    ),
    # (round 14: "para de recordar que …"; gated by the verb of keeping, as "para" and "pare"
    # open "paragraph" and "parents")
    _form(
        "es",
        _FORGET,
        "release",
        "recordar guardar apuntar anotar memorizar registrar acordarte; para pará pare",
        rf"{_L}par[aáe]\s+de\s+(?P<pron>(?:te\s+)?(?:lo|la|los|las)\s+)?"
        rf"(?:recordar|acordarte|guardar|apuntar|anotar|registrar|memorizar|tener\s+(?:en\s+cuenta"
        rf"|presente))(?:lo|la|los|las)?(?:\s+más)?{_R}",
        accepts=RELEASE,
    ),
    # Keeping wished away: "no quiero que recuerdes lo de mi operación", "prefiero que no
    # guardes que …", "lo de mi divorcio no quiero que lo sigas teniendo guardado".
    _form(
        "es",
        _FORGET,
        "release",
        "recuerdes recordaras acuerdes acordaras guardes guardaras apuntes apuntaras anotes anotaras"
        " registres almacenes memorices tengas tuvieras sigas siguieras; quiero querría quisiera"
        " gustaría gustaria necesito prefiero preferiría preferiria mejor no",
        rf"{_L}(?:(?:ya\s+)?no\s+(?:quiero|querría|quisiera|me\s+gustar[íi]a|necesito)\s+que\s+(?:ya\s+)?"
        rf"|(?:prefiero|preferiría|preferiria|me\s+gustar[íi]a|quiero|quisiera|(?:es|sería)\s+mejor"
        rf"|mejor)\s+que\s+(?:ya\s+)?no\s+|(?:(?:y|pero|mejor|ya|y\s+ya)\s+)?no\s+)"
        rf"(?P<pron>(?:me\s+|te\s+)?(?:lo|la|los|las)\s+)?"
        rf"{_ES_KEEP_WISHED}(?:\s+más)?(?:\s+nada)?(?:\s+(?:de|sobre|acerca\s+de))?{_R}",
        accepts=FORGET_USER,
    ),
    _form(
        "es",
        _FORGET,
        "release",
        "olvidar olvidarte borrar eliminar; puedes podrías puede podés",
        rf"{_L}(?:puedes|podrías|puede|podés|ya\s+puedes)\s+(?:olvidar|borrar|eliminar)(?:te)?"
        rf"(?P<pron>lo|la|los|las)?(?:\s+de)?{_R}"
        # (an object taken "from your memory" is the memory form's: "puedes borrar eso de tu memoria")
        rf"(?!\s+(?:eso|esto|todo\s+eso)\s+de\s+(?:tu|la|su)\s+memoria)",
        accepts=LET_GO,
        request=True,
    ),
    _form(
        "es",
        _FORGET,
        "memory",
        "memoria recuerdos notas; borra borrar borre borres elimina eliminar elimine elimines quita quitar quite saca"
        " sacar saque suprime suprima olvida olvide bórralo elimínalo quítalo sácalo bórrelo elimínelo"
        " limpia limpiá limpie limpiar límpialo",
        rf"{_L}(?:borra|borrar|borre|borres|bórr[ae](?:lo|la)|elimina|eliminar|elimine|elimines"
        rf"|elimín[ae](?:lo|la)|quita|quitar|quite|quíta(?:lo|la)|saca|sacar|saque|sáca(?:lo|la)"
        # (round 13: "limpia de tu memoria lo de …")
        rf"|suprime|suprima|olvida|olvide|limpia|limpiá|limpie|limpiar|límpia(?:lo|la))"
        rf"\s+(?:(?P<s>[^.!?\n]"
        rf"{{1,120}}?)\s+)?de\s+(?:(?:tu|la|su)\s+memoria|(?:tus|sus)\s+(?:recuerdos|notas)){_R}",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "es",
        _FORGET,
        "memory",
        "recuerdo dato apunte nota registro memoria; borra elimina quita suprime",
        rf"{_L}(?:borra|elimina|quita|suprime)\s+(?:(?:el|ese|este|tu|mi|la|esa|esta)\s+)?"
        rf"(?:recuerdo|dato|apunte|nota|registro|memoria)(?:\s+(?:de\s+que|sobre|de|que|acerca\s+de))?"
        rf"{_R}",
        accepts=RELEASE,
    ),
    _form(
        "es",
        _FORGET,
        "memory",
        "borra borrar borrá borre borres elimina eliminar elimine elimines quita quitar quite quites"
        " suprime suprima suprimas bórra bórre elimína elimíne quíta quíte sáca sáque"
        " ignora ignore ignorá descarta descarte descartá",
        rf"{_L}(?:(?:borr|elimin|quit)(?:a|ar|á|e|es|aras|ases)|suprim(?:e|ir|a|as))(?=\s+(?:lo\s+(?:que|del?)"
        # (the data held, named: "borra todos los datos que tienes sobre mi salud")
        rf"|eso\s+de|todo\s+lo|mi|mis|que|tod[oa]s\s+mis|(?:todos\s+)?(?:los|esos)\s+datos|(?:toda\s+)?(?:la|esa)"
        rf"\s+info(?:rmación)?){_R})|{_L}(?:bórr[ae]|elimín[ae]|quít[ae]|sáca|sáque)"
        rf"{_ES_CLITIC}{_R}"
        # (setting aside what was told: "ignora lo que te dije de …", "descarta lo de …")
        rf"|{_L}(?:ignora|ignore|ignorá|descarta|descarte|descartá)"
        rf"(?=\s+lo\s+(?:que\s+te\s+[^\W\d_]+|del?)\s)",
        accepts=FORGET_USER,
    ),
    _form(
        "es",
        _REMEMBER,
        "imperative",
        "olvides olvidar olvide olvidéis olviden olvidés olvidaras olvidases",
        rf"{_L}(?:(?:que\s+)?(?:no|nunca|jamás)\s+(?:te\s+|se\s+(?:te\s+|le\s+|les\s+)?|(?P<pron>lo|la|los|las)\s+)?"
        # (voseo "no te olvidés")
        rf"olvid(?:es|e|éis|en|és|aras|ases)|no\s+olvidar)(?:lo|la)?(?:\s+de)?{_R}",
        accepts=KEEP,
    ),
    _form(
        "es",
        _FORGET,
        "imperative",
        "olvida olvídate olvidar olvides olvidá olvidate olvidarte olvide olvídese olvidese olvídelo"
        " olvídalo olvídala olvidalo olvidala olvidaras olvidases",
        rf"{_L}(?:olvid[aeá]|olvíd(?:ate|ese|elo|ela|alo|ala)|olvid(?:ate|ese|alo|ala)|olvidar(?:te)?"
        # (the imperfect subjunctive after a wish: "me gustaría que olvidaras …")
        rf"|olvides|(?:te\s+)?olvidar(?:a|as)|(?:te\s+)?olvidase[s]?"
        rf"|te\s+olvides)(?:\s+de)?{_R}",
        accepts=FORGET_USER,
    ),
    _form(
        "es",
        _REMEMBER,
        "memory",
        "memoria nuevo nueva recuerdos notas",  # (verbs: "incorpora a tu memoria", round 13)
        rf"{_L}(?:guarda|guardar|guardes|guarde|gu[aá]rda(?:lo|la|te(?:lo)?)|gu[aá]rde(?:lo|la)|almacena"
        rf"|almacenar|almacene|graba|grabar|grabe|añade|añadir|añada|agrega|agregar|agregue|mete"
        rf"|meter|pon|poner|ponga|registra|registrar|registre|incorpora|incorporar|incorpore"
        rf"|incluye|incluir|incluya|inclúyelo|inclúyela|introduce|introducir|introduzca)\s+"
        rf"(?:(?P<s>[^.!?\n]{{1,120}}?)\s+)?{_ES_MEM}{_R}|{_L}(?:nuevo\s+recuerdo|nueva\s+nota)\s*:",
        shape=CAPTURE,
        accepts=NOTE,
    ),
    _form(
        "es",
        _REMEMBER,
        "memory",
        "apunta anota apuntar anotar apuntes anotes apuntá anotá apúntalo anótalo apúntate anótate toma tomar tome tomes tomá haz memoriza memorizar memorice memorices memorizaras memorízalo guárdalo guarda guardar guardes guarde nota apúntelo anótelo apunte anote guárdelo guárdela apuntaras anotaras anotate apuntate anotátelo apuntátelo registra registre registrá guárdatelo guárdatela almacena almacene regístralo regístrala regístrelo regístrela tomara tomaras tomase tomases",
        rf"{_L}(?:apunta|anota|apunte|anote|apuntar|anotar|apuntes|anotes|apuntá|anotá"
        rf"|apúnt[ae]{_ES_CLITIC}|anót[ae]{_ES_CLITIC}|apúntate|anótate|(?:toma|tome|tomes|tomá|tomar|tomara|tomaras|tomase|tomases)\s+nota|haz\s+una\s+nota"
        rf"|memoriza|memorizar|memorice|memorices|memorizaras|memoríza{_ES_CLITIC}|guárd[ae]{_ES_CLITIC}"
        # (round 15: registering with its clitic, "regístralo", "regístrelo"; not in a
        # place other than memory, "regístralo en el sistema")
        rf"|regístr[ae]{_ES_CLITIC}(?!\s+en\s+(?:el|la|los|las|un|una|este|esta)\s)"
        rf"|apuntaras|anotaras"
        rf"|anotate|apuntate|anotátel[oa]|apuntátel[oa]"
        rf"|(?:guarda|guardar|guardes|guarde|registra|registre|registrá|almacena|almacene)"
        rf"(?=\s+que\s))"
        # (round 15: the place of notes before the fact, "apunta en tus notas que …")
        rf"(?:\s+en\s+(?:tus|sus)\s+(?:notas|apuntes)|\s+en\s+(?:tu|su)\s+(?:libreta|agenda))?"
        rf"(?:\s+(?:de\s+que|que|de))?{_R}",
        accepts=NOTE,
    ),
    _form(
        "es",
        _REMEMBER,
        "imperative",
        "cuenta presente",
        # (round 13: the subjunctive with its proclitic after a request, "le ruego que lo tenga")
        rf"{_L}(?:(?:lo|la|los|las)\s+(?=(?:tenga|tengas|tuvieras|tuviera)\s))?"
        rf"(?:ten|tené|tenga|tener|tengas|tenlo|tenla|tenelo|ténga(?:lo|la)|tengalo|tuvieras|tuviera"
        # (round 13: a pointer inside the verb, "ten eso en cuenta", "tenga esto presente")
        rf"|tuviese|tuvieses)\s+(?:(?P<pron>eso|esto|ello)\s+)?(?:(?:muy|siempre|bien)\s+)?"
        rf"(?:en\s+cuenta|presente){_R}",
    ),
    _form(
        "es",
        _REMEMBER,
        "imperative",
        "recuerda recuérdalo recordá recordar recuerdes acuérdate acordate acordá acordarte acuerdes acordar puedes podrías recuerde recuérdelo acuérdese acuerdese recordaras recordases acordaras acordases recordara recordase acordara acordase",
        rf"{_L}(?:recuerd[ae]|recuérd[ae]{_ES_CLITIC}|recordá|recordar|recuerdes|acuérd(?:ate|ese)"
        rf"|acuerdese|acordate|acordá"
        rf"|acordarte|te\s+acuerdes|(?:te\s+)?(?:puedes|podrías)\s+acordar"
        # (the imperfect subjunctive after a conditional frame: "me gustaría que recordaras")
        rf"|recordaras|recordases|te\s+acordaras|te\s+acordases|recordara|recordase"
        rf"|se\s+acordara|se\s+acordase)(?:\s+de)?{_R}"
        rf"(?!\s+(?:cuando{_ES_NOT_WORK}|cómo|como|qué|dónde|donde|quién|el\s+día|la\s+vez|aquel|aquella"
        rf"|lo\s+que\s+(?:hicimos|pasó|dijimos)"
        # (the speaker as the object is a plea: "acuérdate de mí cuando seas famosa")
        rf"|(?:de\s+)?(?:mí|nosotros|nosotras))(?![a-z]))",
    ),
    # Round 15: the infinitive with its clitic after a request ("si puedes tenerlo en cuenta",
    # "¿podrías tenerlo presente?"); the clitic points at the fact told before. Only with the
    # frame: "hay que tenerlo en cuenta" states a need and asks nothing.
    _form(
        "es",
        _REMEMBER,
        "request",
        "cuenta presente; puedes podrías podrias puede podría podés pudieras pudiera",
        rf"{_L}(?:si\s+)?(?:(?:tú|usted|vos)\s+)?(?:puedes|podrías|podrias|puede|podría|podés"
        rf"|pudieras|pudiera)\s+tener(?P<pron>lo|la|los|las)\s+(?:siempre\s+)?"
        # (not in a piece of the work: "¿puedes tenerlo en cuenta en el informe?")
        rf"(?:en\s+cuenta|presente){_R}(?!\s+(?:en|para)\s+(?:el|la|los|las|este|esta|ese|esa)\s)",
        request=True,
    ),
    _form(
        "es",
        _FORGET,
        "outdated",
        "ya desactualizado desactualizada desactualizados",
        rf"{_L}(?:ya\s+no\s+(?:es|son|está)\s+(?:cierto|verdad|así|válido|correcto|vigente|actual)"
        rf"|ya\s+no\s+(?:vale|aplica|sirve|cuenta)|(?:ya\s+)?(?:está|están)\s+desactualizad[oa]s?)"
        rf"{_R}"
        # (a request to change it later in the sentence asks to store the new fact instead:
        # "lo de que vivo en X ya no es así, me mudé a Y, cámbialo"; agents.directive_es_correction)
        rf"(?![^.!?\n]*(?<!\w)(?:cámbia|actualíza|corríge|modifíca|cambiá|actualizá|corregí)"
        rf"(?:lo|la)(?!\w))",
        shape=SUBJECT,
        accepts=OUTDATED,
        lead=False,
    ),
    _form(
        "es",
        _REMEMBER,
        "assume",
        "por; hecho sentado",
        rf"{_L}(?:da|dá|dé|den)\s+(?:siempre\s+)?por\s+(?:hecho|sentado)\s+(?:siempre\s+)?que{_R}",
        accepts=ASSUME,
    ),
    _form(
        "es",
        _REMEMBER,
        "assume",
        "asume asuma supón",
        rf"{_L}(?:asume|asuma|supón)\s+(?:siempre\s+)?que{_R}",
        accepts=ASSUME,
    ),
    _form(
        "es",
        _REMEMBER,
        "standing",
        "ahora adelante hoy futuro sucesivo siempre cada próximas futuras aquí desde",
        rf"{_L}(?:a\s+partir\s+de\s+(?:ahora|hoy|este\s+momento)|de\s+ahora\s+en\s+(?:adelante|más)"
        rf"|(?:en|para)\s+(?:todas\s+)?(?:las|nuestras|tus|mis|sus)\s+(?:próximas|futuras)\s+(?:conversaciones"
        rf"|charlas|respuestas)"
        rf"|desde\s+ahora\s+en\s+más|de\s+aquí\s+en\s+más"
        rf"|(?:en|para)\s+(?:todas\s+)?(?:las|nuestras|tus|mis|sus)\s+(?:conversaciones|charlas"
        rf"|respuestas)\s+(?:próximas|futuras|siguientes)"
        rf"|desde\s+ahora|en\s+adelante|de\s+aquí\s+en\s+adelante|en\s+lo\s+sucesivo"
        rf"|en\s+el\s+futuro|desde\s+hoy"
        # "desde ya" is also "in advance" ("desde ya, gracias"): only before an instruction
        # of address or answering
        rf"|desde\s+ya(?=\s*,?\s*(?:te\s+(?:digo|aviso|pido)(?:\s+que)?\s*:?\s*)?(?:ll[aá]mame"
        rf"|h[aá]blame|resp[oó]ndeme|cont[eé]stame|escr[ií]beme|tut[eé]ame|tr[aá]tame"
        rf"|(?:no\s+)?me\s+(?:llames|hables|respondas|contestes|escribas|trates)))"
        rf"|(?:siempre|cada\s+vez)\s+que\s+(?:me\s+)?(?:respondas"
        rf"|contestes|escribas|hables|des)"
        # the user's own requests frame the instruction: "siempre que te pida una receta, …"
        # (its object is part of the frame: the instruction follows the comma)
        rf"|(?:siempre|cada\s+vez)\s+que\s+te\s+(?:pida|pregunte|consulte)"
        # (round 14: the object holds no verb of keeping, "… recetas acuérdate de que …, …")
        rf"(?:\s+(?:(?!acuérdate|acordate|recuerda|recordá|ten\s+(?:en\s+cuenta|presente)|tenlo"
        rf"|no\s+(?:te\s+)?olvides|apunta|anota|guarda)[^,.;:!?\n]){{1,60}}?)?(?=\s*,))"
        rf"(?:\s+en\s+adelante)?{_R}"
        # the speaker's announcing words are no instruction: "desde ya te digo: llámame Nacho"
        rf"(?:\s*,?\s*te\s+(?:digo|aviso|cuento|comento|adelanto)(?:\s+que)?{_R}\s*:?)?",
        shape=MARKER,
        accepts=STANDING,
        lead=False,
    ),
    # "For future reference": a reference named as such, or the assistant's knowing with an
    # anchor in the future ("para que lo sepas de cara al futuro: …", "…. quiero que lo sepas
    # para siempre", "te vendría bien saber esto para lo que venga: …"). Knowing with no
    # anchor ("para que lo sepas, el restaurante cierra a las diez") is only news.
    _form(
        "es",
        _REMEMBER,
        "reference",
        "sepas sepa sepan saber digo cuento comento dejo referencia referencias; futuro futura"
        " futuras venga adelante próxima próximas siempre otras otra",
        rf"{_L}(?:(?:para|como)\s+(?:futuras?\s+referencias?|referencias?\s+futuras?)"
        rf"|(?:(?:(?:para|quiero|necesito|me\s+gustar[íi]a)\s+)?que\s+(?:lo\s+)?(?:sepas|sepa|sepan)"
        rf"|(?:te|le)\s+(?:vendrá|vendría|viene|conviene|convendría|sirve|servirá)\s+(?:bien\s+)?saber"
        rf"(?:lo)?|(?:te|se)\s+lo\s+(?:digo|cuento|comento|dejo\s+dicho))(?:\s+(?:esto|eso))?"
        rf"\s+(?:de\s+cara\s+al"
        rf"\s+futuro|para\s+(?:el\s+)?futuro|a\s+futuro|en\s+(?:el\s+)?futuro|para\s+siempre"
        rf"|para\s+lo\s+que\s+venga|para\s+más\s+adelante|para\s+(?:la\s+)?próxima(?:\s+vez)?"
        # (the time named without "para": "para que lo sepas la próxima vez: …")
        rf"|(?:la\s+próxima\s+vez|las\s+próximas\s+veces)(?!\s+que{_R})"
        rf"|para\s+(?:las\s+)?próximas\s+veces|para\s+(?:nuestras\s+)?(?:futuras|próximas)\s+"
        rf"(?:conversaciones|charlas|consultas|ocasiones)|de\s+(?:aquí|ahora)\s+en\s+adelante"
        rf"|para\s+otras?\s+(?:veces|vez|ocasión|ocasiones)))"
        rf"{_R}",
        shape=MARKER,
        accepts=REFERENCE,
        lead=False,
    ),
    # Striking out a pointer after the speaker's statement ("Juego al ajedrez. Tacha eso.").
    _form(
        "es",
        _FORGET,
        "memory",
        "borra borre tacha tache quita quite elimina elimine suprime táchalo táchala tachalo",
        rf"{_L}(?:(?:borra|borre|tacha|tache|quita|quite|elimina|elimine|suprime)\s+(?P<pron>eso|esto)"
        rf"|tácha(?P<pron2>lo|la)|tachalo|táchelo)(?=\s*(?:[.!,;:—–-]|$))",
        accepts=FORGET_USER,
    ),
    # Round 13: the removal of a pointer in the subjunctive a wish takes ("…, prefiero que lo
    # borres", "te pido que lo quites"); the lead asks for the wish.
    _form(
        "es",
        _FORGET,
        "memory",
        "borres borre borraras elimines elimine eliminaras quites quitaras suprimas",
        rf"{_L}(?P<pron>lo|la|los|las)\s+(?:borr|elimin|quit)(?:es|e|aras|ases|en)(?:\s+ya)?"
        rf"(?=\s*(?:[.!,;:—–-]|$))",
        accepts=FORGET_USER,
    ),
]

_JA_REQ = (
    # Conditional and permissive requests first: "もらえると助かります", "もらえれば",
    # "もらっていいですか" ask as "もらえる" does.
    # "覚えといてもらえると説明が楽": the gain the speaker names is part of the request.
    r"(?P<req>もらえると(?:助かり(?:ます)?|嬉しい(?:です)?|うれしい(?:です)?|ありがたい(?:です)?"
    r"|[^、。！？!?\n\s]{0,6}?(?:楽|助かる)(?:です|だし|だ)?)?"
    r"|もらえれば|もらって(?:いい|大丈夫|構わない|ok)(?:ですか|かな|です|よ)?"
    r"|もらうこと(?:って|は)?(?:できますか|できる|できません|可能(?:ですか)?)"
    r"|くれる|くれない|くれへん|くれん(?=[?？かの]|$)|くれます|くれません|もらえる|もらえます|もらえない"
    r"|もらえへん|もらえません"
    r"|いただけ\w*|(?:ほしい|欲しい)(?:んです|んだ|です|の)?)"
)
_JA_TAIL = (
    r"(?:"
    + _JA_REQ
    + r"|くださいませ|下さいませ|ください|下さい|くれ|ね|よ|な|や|ちょうだい|お願い(?:します)?)?"
    r"(?:[〜～ー]+(?![\w]))?"  # drawn out: "忘れないでよ〜"
)
# "忘れてばかり" keeps forgetting; Kansai "忘れてもうた" is "忘れてしまった".
_JA_END = r"(?![たるいきくしちまおなてば]|もう?た|もーた)"
_JA = [
    _form(
        "ja",
        _FORGET,
        "release",
        "やめて 止めて",
        r"(?:"
        + _S_JA
        + r"(?:を|は|の))?(?:(?:記録|メモ|記憶|管理|追跡|カウント|チェック)(?:し続ける|しつづける|する"
        r"|しておく|しとく)|覚え(?:続ける|ておく|とく|る))の(?:は|を)?(?:もう)?(?:やめて|止めて)",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "ja",
        _FORGET,
        "release",
        "記録し メモし 保存し",
        r"(?:"
        + _S_JA
        + r"(?:を|は|の|も))?(?:もう)?(?:(?:記録|メモ|保存)(?:し|しとか|しておか)(?:なくて|なくても)(?:いい|大丈夫)"
        # "あの子のことはもう記録しないで": keep no record of it from now on.
        r"|(?:記録|メモ|保存)しないで(?:ほしい|欲しい|ください|下さい|ね|よ)?)",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "ja",
        _FORGET,
        "release",
        "覚え 持って",
        r"(?:"
        + _S_JA
        + r"(?:を|は|って|も|の|こと)?)?(?:もう)?(?:覚え|持って)(?:(?:ておく|とく|ている|る)必要(?:は|も)?"
        r"(?:ない|ありません|なし)|(?:ておか|とか|てなく|てい|て)?(?:なくて|なくても)(?:いい|大丈夫|構わない|ok))"
        # A closing particle is no statement: "もう覚えてなくていいから", "持ってなくていいよ".
        r"(?:から|よ|です|ね|し)*",
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "ja",
        _FORGET,
        "memory",
        "記憶 メモ 記録 情報 データ; から",
        r"(?:"
        + _S_JA
        + r"(?:を|は)?)?(?:(?:私|僕|俺|わたし|あたし|うち)の)?(?:記憶|メモリー?|メモ|記録|情報|データ)から"
        r"(?:消しておいて|消しといて|消して|削除して|外して|消去して)" + _JA_TAIL,
        shape=CAPTURE,
        accepts=RELEASE,
    ),
    _form(
        "ja",
        _FORGET,
        "memory",
        "消し 消去 削除 取り消 撤回 なかったこと",
        r"(?:"
        + _S_JA
        + r"(?:を|は|も)?)?(?:取り消しておいて|取り消しといて|取り消して|消しておいて|消しといて|消して"
        r"|削除しておいて|削除して|消去して|撤回(?:して|しといて|で|します|する)?(?=$|[!！。、,\s]|(?:して)?(?:ください|お願い))"
        # "…って言ったのなかったことにして": as if it had never been said.
        r"|なかったことに(?:しておいて|しといて|して)"
        r")"
        # Leave to delete ("消していいよ") is a request to delete.
         + r"(?:(?:も)?(?:いい|ええ|大丈夫|OK|ok)(?:よ|です|で)?)?" + _JA_TAIL,
        shape=CAPTURE,
        accepts=FORGET_USER,
    ),
    _form(
        "ja",
        _REMEMBER,
        "imperative",
        "忘れないで 忘れるな 忘れなく 忘れなき 忘れんと 忘れちゃ 忘れないよう",
        r"(?:"
        + _S_JA
        + r"(?:を|は|って|も|の)?)?(?:絶対(?:に)?)?お?(?:忘れないで|忘れるな|忘れなく|忘れなきよう(?:に)?"
        r"|忘れんと(?:いて|って)"
        r"|忘れちゃ(?:だめ|ダメ)(?:だ|です)?|忘れないように)" + _JA_TAIL,
        shape=CAPTURE,
        accepts=KEEP,
    ),
    _form(
        "ja",
        _FORGET,
        "imperative",
        "忘れて 忘れと",
        r"(?:"
        + _S_JA
        + r"(?:を|は|って|も|の)?)?(?:忘れといて|忘れておいて|忘れて)(?:"
        + _JA_REQ
        + r"|(?:も)?(?:いい|ええ|大丈夫|構わない"
        r"|OK|ok)(?:で|よ)?|ください|下さい|ね|よ|ちょうだい)?" + _JA_END,
        shape=CAPTURE,
        accepts=FORGET_USER,
    ),
    _form(
        "ja",
        _REMEMBER,
        "memory",
        "メモ 記憶 記録 控え インプット",
        r"(?:"
        + _S_JA
        + r"(?:を|は|って|(?<![っッこ])(?<!ちゃん)(?<!きちん)(?<!しっかり)と)?)?(?:メモ(?:っておいて|っといて|って|しておいて|しといて|して"
        r"|に(?:入れ|残し|書い)(?:て|といて|ておいて))|記憶(?:しておいて|しといて|して)|記録して|控えて(?:おいて)?"
        r"|(?:記憶|メモリー?)に(?:残して|入れて|入れといて|保存して|とどめて|留めて)(?:おいて)?"
        r"|インプット(?:しておいて|しといて|して))" + _JA_TAIL + _JA_END,
        shape=CAPTURE,
        accepts=NOTE,
    ),
    _form(
        "ja",
        _REMEMBER,
        "imperative",
        "知っておい 知っとい",
        # "…だと知っておいてほしい": be aware of it from now on.
        r"(?:"
        + _S_JA
        + r"(?:を|(?<![っッこ])(?<!ちゃん)(?<!きちん)(?<!しっかり)と|って|は|も)?)?知っ(?:ておいて|といて)"
        + _JA_TAIL,
        shape=CAPTURE,
    ),
    _form(
        "ja",
        _REMEMBER,
        "imperative",
        "頭に入れ 心に留め 心にとめ 片隅に 頭に置",
        r"(?:"
        + _S_JA
        + r"(?:を|は|って|(?<![っッこ])(?<!ちゃん)(?<!きちん)(?<!しっかり)と)?)?(?:(?<!念)頭(?:の片隅)?に(?:入れ|置い)(?:て(?:おいて)?|といて)|心に留めて|心にとめて"
        r"|頭の片隅に)(?:おいて)?" + _JA_TAIL,
        shape=CAPTURE,
    ),
    _form(
        "ja",
        _REMEMBER,
        "imperative",
        "覚え",
        r"(?:"
        + _S_JA
        + r"(?:を|(?<![っッこ])(?<!ちゃん)(?<!きちん)(?<!しっかり)と|って|は|も|の)?)?覚え(?:直して|なおして|ておいて|といて|とって|てて|とけ|ておけ|とき(?![ますゃたにはのがも])|ていて(?=ほし|欲し|くださ|下さ|もら|くれ|いただ)|て(?![るいたまおな]|もら(?:った|ってる|ってい(?!い)|ってま|いま)|く(?!ださい|れ(?!て[るい]|た))))"
        + _JA_TAIL
        + r"(?!て[るい]|てた)",
        shape=CAPTURE,
    ),
    _form(
        "ja",
        _FORGET,
        "outdated",
        "違 正しくない 古い情報 本当じゃない 事実じゃない 要らない いらない 関係ない; もう",
        r"(?:は|が)?もう(?:[^、。！？!?\n]{0,12}?(?:から|し|ので))?(?:違う|違います|正しくない|正しくありません"
        r"|古い情報|本当じゃない|事実じゃない|要らない|いらない|関係ない)",
        shape=SUBJECT,
        accepts=OUTDATED,
        lead=False,
    ),
    _form(
        "ja",
        _REMEMBER,
        "assume",
        "前提",
        r"(?:" + _S_JA + r"(?:という|って|の)?)?前提(?:で|として)",
        shape=CAPTURE,
        accepts=ASSUME,
    ),
    _form(
        "ja",
        _REMEMBER,
        "standing",
        "これから 今後 次から 次回から 今度から 以後 以降",
        r"(?:これから(?:先)?(?:は|も|ずっと)?|今後(?:は|の(?=やり取り|やりとり|回答|ご?提案|会話|ご?相談|返答|返信)|(?!の|とも))"
        r"|次(?:回)?から(?:は)?|今度から(?:は)?|以後(?:は)?(?!の)|以降(?:は)?(?!の))"
        # … not the time of a verb of keeping: "今後は覚えといてね" keeps what was said before.
        r"(?!(?:ずっと|も|は)?(?:覚え|おぼえ|忘れ|記憶|メモ|頭に|心に))",
        shape=MARKER,
        accepts=STANDING,
        lead=False,
    ),
]

# Word families of keeping and removing (agents/directive_retention.py), after each
# language's own forms so that those win a tie at the same verb.
for _spec in RETENTION_FORMS:
    {"en": _EN, "zh": _ZH, "ja": _JA, "de": _DE, "fr": _FR, "es": _ES}[_spec.language].append(
        _form(
            _spec.language,
            DirectiveAction(_spec.action),
            _spec.name,
            _spec.cues,
            _spec.pattern,
            shape=_spec.shape,
            accepts=_spec.accepts,
            lead=_spec.lead,
        )
    )

FORMS: tuple[Form, ...] = (*_EN, *_ZH, *_DE, *_FR, *_ES, *_JA)

# The cheap gate. A Latin cue is a word the form cannot match without; it is looked up
# by its first four letters among the message's whitespace-separated words (with a
# leading quote, bracket, "¿" or an elided "n'"/"l'" folded in), so a message costs one
# split, one set of prefixes and one set intersection however many forms there are. A
# CJK cue is a substring, tested only when one character-class search finds one of
# their first characters. Only the forms whose every cue group is present are searched.
_KEY = 4
_LEADING = "\"'“‘(*¿¡«„[-_"
_ELISIONS = ("n'", "l'", "d'", "m'", "t'", "s'", "j'", "c'", "n’", "l’", "d’", "m’", "t’", "s’")
_TRAILING_MARKS = ",.!?;:)\"'…"


def _is_latin(cue: str) -> bool:
    return all(ch.isascii() or "\u00c0" <= ch <= "\u024f" or ch == "’" for ch in cue)


def _word_keys(cue: str) -> set[str]:
    """The four-letter prefixes a message word carrying ``cue`` may have (for a phrase,
    its longest word: "your memory" is looked up by "memo", not by "your")."""
    key = max(cue.split(), key=len)[:_KEY]
    keys = {key, *(mark + key[:3] for mark in _LEADING), *(e + key[:2] for e in _ELISIONS)}
    if len(key) < _KEY:
        keys.update(key + mark for mark in _TRAILING_MARKS)
    return keys


# Characters too common in Chinese and Japanese text to index a cue by.
_CJK_COMMON = frozenset(
    "不没沒去以今从從再把保无無作每往次清移别別心頭是了的要用需必成准算适关上下在一这這事后後对對过過"
    "现現前正本度数此真确古存立"
)


def _index_char(cue: str) -> str:
    """The character a CJK cue is looked up by: its first uncommon one, a kanji before a
    kana (kana are in every Japanese sentence)."""
    rare = [ch for ch in cue if ch not in _CJK_COMMON]
    return next((ch for ch in rare if not "\u3040" <= ch <= "\u30ff"), rare[0] if rare else cue[0])


@dataclass(frozen=True, slots=True)
class _Gate:
    latin: tuple[frozenset[str], ...]  # per group: the word prefixes that satisfy it
    cjk: tuple[tuple[str, ...], ...]  # per group: substrings that satisfy it


def _gate(form: Form) -> _Gate:
    latin = tuple(
        frozenset(k for cue in group for k in _word_keys(cue))
        for group in form.cues
        if all(_is_latin(cue) for cue in group)
    )
    cjk = tuple(group for group in form.cues if not all(_is_latin(cue) for cue in group))
    return _Gate(latin, cjk)


_GATES: tuple[_Gate, ...] = tuple(_gate(form) for form in FORMS)
# First Latin group's prefixes → (form, cue) pairs; a prefix hit is confirmed by the cue
# itself being in the text. CJK: a cue's first character → the cues that start with it.
_BY_CUE: dict[str, tuple[int, ...]] = {}  # first-group cue → forms
_CJK_BY_CHAR: dict[str, tuple[tuple[int, str], ...]] = {}
for _index, _form_gate in enumerate(_GATES):
    if _form_gate.latin:
        for _cue in FORMS[_index].cues[0]:
            _BY_CUE[_cue] = (*_BY_CUE.get(_cue, ()), _index)
    else:
        for _cue in _form_gate.cjk[0]:
            _char = _index_char(_cue)
            _CJK_BY_CHAR[_char] = (*_CJK_BY_CHAR.get(_char, ()), (_index, _cue))
_BY_KEY: dict[str, tuple[str, ...]] = {}  # word prefix → first-group cues
for _cue in _BY_CUE:
    for _key in _word_keys(_cue):
        _BY_KEY[_key] = (*_BY_KEY.get(_key, ()), _cue)
_KEYS = frozenset(_BY_KEY)
_PREFIX = operator.itemgetter(slice(None, _KEY))
# Which first-group cues are in a message: one pass of an Aho-Corasick automaton (Rust)
# instead of a substring test for every cue of every key the message's words hit.
_CUE_LIST = list(_BY_CUE)
# (A DFA: a third faster per search than the default for these few hundred cues.)
_CUE_MATCHES = AhoCorasick(
    _CUE_LIST, matchkind=MatchKind.Standard, implementation=Implementation.DFA
).find_matches_as_indexes
# A cue is one of a key's exactly when the key is one of the cue's word keys.
_CUE_KEYS = [frozenset(_word_keys(cue)) for cue in _CUE_LIST]
_CJK_GATE = re.compile("[" + "".join(sorted(_CJK_BY_CHAR)) + "]")


# ---------------------------------------------------------------------------------------


def _alternatives(words: str) -> frozenset[str]:
    return frozenset(words.split("|"))


def _rx(pattern: str) -> re.Pattern[str]:
    """A word class, matched against lower-cased text."""
    return re.compile(pattern)


def _rxi(pattern: str) -> re.Pattern[str]:
    """A word class matched against the user's own casing."""
    return re.compile(pattern, re.IGNORECASE)


_SEP = r"[\s,.!:;~\-—–、。，！：；～…()（）\[\]]*"
# Greetings, discourse words and politeness that may stand before a directive verb.
_PREAMBLE_WORDS = (
    r"(?:hi|hey|hello|hiya|howdy|yo|dear|greetings|k|kk|oki|okie|okey|good\s+(?:morning|afternoon|evening|day)"
    r"|ok(?:ay)?|alright|all\s+right|right|so|well|also|and|but|plus|oh|ah|um+|uh+|hm+|btw"
    r"|by\s+the\s+way|actually|wait|oops|sorry|one\s+(?:more|last|other)\s+thing|quick\s+"
    r"(?:thing|note|one|request)|just|now|anyway|anyways|then|please|pls|plz|kindly|really"
    r"|always|definitely|do|thanks|thank\s+you|there|fyi|ps|p\.s|lol|haha|yes|yeah|yep|cool"
    r"|great|guys?|buddy|mate|friend|assistant|bot|again|seriously|important|reminder"
    r"|heads\s+up|note\s+to\s+self|side\s+note|oh\s+and|and\s+also"
    # (round 13: candour before a wish, "Honestly I'd rather you …", "Ehrlich gesagt wär's
    # mir lieb, wenn …", "Honnêtement je préférerais que …")
    r"|honestly|to\s+be\s+honest|tbh|frankly|ehrlich\s+gesagt|offen\s+gesagt|ehrlich"
    r"|honnêtement|franchement|à\s+vrai\s+dire"
    r"|for\s+(?:future\s+reference|the\s+future|later)|from\s+now\s+on|going\s+forward"
    r"|in\s+(?:the\s+)?future|für\s+die\s+zukunft|für\s+später|von\s+nun\s+an|ab\s+jetzt"
    r"|pour\s+(?:l'avenir|plus\s+tard)|désormais|à\s+l'avenir|dorénavant|para\s+(?:el\s+futuro"
    r"|más\s+adelante)|a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+adelante|以后|今后|之后|此后|往后|从现在开始"
    r"|(?:今後|次|次回|これから|将来|後)のため(?:に)?|これから(?:は)?|今後(?:は)?|次から(?:は)?"
    r"|for\s+next\s+time|fürs\s+nächste\s+mal|pour\s+la\s+prochaine\s+fois|para\s+la\s+próxima(?:\s+vez)?"
    r"|(?:hi|hey|hello|dear|yo)\s+[^\W\d_]+"
    r"|hallo|moin|servus|guten\s+(?:morgen|tag|abend)|und|aber|übrigens|noch\s+(?:was|etwas"
    r"|eine\s+sache)|ach\s+ja|ach|na|ja|bitte|doch|mal|jetzt|einfach|apropos|danke|gut|noch"
    r"|wichtig|nebenbei|kurz|bloß|bloss|unbedingt"
    r"|salut|bonjour|bonsoir|coucou|au\s+fait|et|aussi|alors|bon|ben|d'accord|euh|tiens"
    # (the French tag particle, which also closes a bare verb: "n'oublie pas hein, je suis …")
    r"|hein"
    # (round 12: Québécois "pis", "allô"; a legal basis before a formal request; Nigerian
    # "my dear", "abeg")
    r"|pis|allô|conformément\s+(?:au|à\s+la)\s+[^\W\d_]+|gemäß\s+(?:der\s+)?dsgvo"
    r"|under\s+(?:the\s+)?gdpr|my\s+dear|abeg"
    r"|s'il\s+te\s+pla[iî]t|s'il\s+vous\s+pla[iî]t|stp|svp|merci|juste|encore\s+une\s+chose"
    r"|autre\s+chose|sinon|puis|donc|mais|par\s+contre|bien|surtout|est[-\s]ce\s+que"
    r"|au\s+passage|entre\s+parenthèses"
    r"|hola|oye|oiga|bueno|pues|y|también|además|por\s+cierto|por\s+favor|porfa|porfis|vale"
    r"|ya\s+sab[eé]s|ya\s+sabe|por\s+fa"  # (round 13: "así que ya sabes, tenlo en cuenta")
    r"|por\s+(?:medio\s+de\s+)?la\s+presente"  # (round 13: the formal letter's opening)
    r"|así\s+que|entonces|por\s+eso|por\s+lo\s+tanto|ojo|che|plis|xfa|dale|de\s+cara\s+al\s+futuro"
    r"|venga|eh|mira|otra\s+cosa|una\s+cosa\s+más|una\s+cosa|solo|sólo|gracias|buenas"
    r"|(?:te|le)\s+cuento(?=\s+y\s)"  # (round 15: "le cuento y me lo guarda: …")
    # (round 14: hesitation in dictation, "eh, este…, recuerda"; the subject pronoun before
    # an imperative, "tú recuerda que …", and "usted" before the usted form only)
    r"|m{2,}|e+m+|e+h+|este(?=\s*[,.…])|tú|vos"
    r"|usted(?=\s+(?:recuerde|acuérdese|acuerdese|tenga|anote|apunte|guarde|no\s+olvide|olvide"
    r"|borre|elimine|quite)(?!\w))"
    r"|buenos\s+días|buenas\s+(?:tardes|noches)|importante|de\s+paso|[¿¡]"
    # (round 12: "pero", and the regions' discourse words and vocatives: "neta", "güey",
    # "mano", "mijo", "bro", "boludo")
    r"|pero|neta|g[üu]ey|wey|mano|mij[oa]|bro|bolud[oa]|amig[oa]"
    r"|你好|您好|嗨|哈喽|哈啰|喂|早上好|晚上好|对了|还有|另外|顺便(?:说(?:一下|一句)?|提(?:一下|一句)?"
    r"|一提)?|哦|噢|嗯|呃|额|那个|那啥|这个嘛|就是(?:说)?|好的|好|请问|请|麻烦(?:你|您)?|拜托(?:你|您)?|劳驾|帮我"
    r"|帮忙|你|您|也|再|然后|就|一定|务必|千万|可|最后|此外|重要"
    r"|あと|それと|ちなみに|あの(?![\u4e00-\u9fff\u30a0-\u30ff])|あのね|ねえ|ねぇ|ところで|すみません(?:が)?"
    r"|すいません|お願い(?:します)?"
    r"|それから|えっと|ごめん|では|じゃあ|それでは|こんにちは|こんばんは|おはよう(?:ございます)?|念のため"
    r"|絶対(?:に)?|ちゃんと|しっかり|必ず|お手数(?:です|ですが|だけど)?|ついでに|一応|どうか|どうぞ|ぜひ"
    r"|やっぱり|やっぱ|あっ|あ(?![\u3040-\u30ff])|えっと|えーと|うーん"
    # Words that close a digression and come to the point, in every language.
    r"|总之|總之|反正|总而言之|所以|然后|とにかく|要するに|まあ|jedenfalls|egal|bref|enfin"
    r"|en\s+tout\s+cas|en\s+fin|total|en\s+resumen|o\s+sea|in\s+any\s+case|long\s+story\s+short"
    # Dictation to a voice assistant, woken by another's name and corrected: "ok Google euh
    # non assistant souviens-toi …", "oye Siri digo asistente eh recuerda …".
    r"|siri|google|alexa|cortana|assistent|asistente|äh|ähm"
    r"|(?:non|nein|no|digo|ich\s+meine|je\s+veux\s+dire|quiero\s+decir)"
    r"(?=\s+(?:assistant|assistent|asistente)(?![\w'])))"
)
# Request frames phrased as questions ("can you …"), in every register: "would you be so
# kind as to", "wärst du so lieb und", "auriez-vous l'amabilité de", "¿sería tan amable
# de", "请问您可以" — and the Swiss "chasch"/"chönntsch". Frames chain ("可以麻烦你",
# "would u mind").
_ASK = (
    r"(?:(?:can|could|would|will|won'?t)\s+(?:you|u|ya)(?:\s+(?:please|pls|also|just|kindly|maybe"
    r"|possibly|go\s+ahead\s+and))*|would\s+(?:you|u)\s+(?:mind|kindly)|(?:do\s+(?:you|u)\s+)?mind"
    r"|would\s+(?:you|u)\s+be\s+(?:able|willing|so\s+kind\s+as|kind\s+enough)\s+to"
    r"|are\s+you\s+able\s+to|is\s+it\s+possible\s+(?:for\s+you\s+)?to|i\s+was\s+wondering\s+if"
    r"\s+you\s+could|is\s+there\s+(?:any\s+)?way\s+you\s+(?:could|can)"
    r"|is\s+it\s+(?:ok(?:ay)?|alright|all\s+right|fine)\s+if\s+you"
    r"|(?:is\s+there\s+)?(?:any|a)\s+chance\s+you\s+(?:could|can|would|might)"
    r"|do\s+you\s+think\s+you\s+(?:could|can)"
    r"|(?:kannst|könntest|würdest|magst|willst)\s+du|(?:können|könnten|würden)\s+sie"
    r"|(?:wärst|bist)\s+du\s+so\s+(?:lieb|nett|gut|freundlich)\s+und"
    r"|(?:wären|sind)\s+sie\s+so\s+(?:lieb|nett|gut|freundlich)\s+und"
    r"|sei\s+(?:doch\s+|bitte\s+|mal\s+)*so\s+(?:lieb|nett|gut)\s+und"
    r"|(?:chasch|chönntsch|chönntisch|chönntest|chönnd?ted)(?:\s+(?:du|dr|sie))?"
    r"|(?:peux|pourrais|pourras|veux|voudrais)[-\s]tu|(?:pouvez|pourriez|voulez|voudriez)[-\s]vous"
    # the conditional of politeness: "si vous pouviez effacer …", "si pudiera borrar …"
    r"|si\s+(?:vous\s+pouviez|tu\s+pouvais|(?:usted\s+)?pudiera|pudieras|pudieses|pudiese)"
    r"|tu\s+(?:peux|peut|peu|pourrais|pourrait|veux\s+bien|voudrais\s+bien)|vous\s+(?:pouvez|pourriez)"
    r"|est[-\s]ce\s+que\s+(?:tu|vous)\s+(?:peux|pourrais|pouvez|pourriez|veux|voudrais)(?:\s+bien)?"
    r"|ça\s+te\s+dérange(?:rait)?\s+de|ça\s+vous\s+dérange(?:rait)?\s+de|veuillez"
    r"|ça\s+(?:t'|vous\s+)(?:embête|embêterait|ennuie|ennuierait)\s+(?:de|d')"
    r"|(?:aurais[-\s]tu|auriez[-\s]vous)\s+(?:l'amabilité|la\s+gentillesse|la\s+bonté|l'obligeance)\s+de"
    r"|serait[-\s]il\s+possible\s+de"
    r"|(?:(?:me|te)\s+)?(?:(?:tú|vos|usted)\s+)?(?:puedes|podrías|podrias|podéis|puede|podría"
    r"|podria|podés|podes)(?:\s+(?:tú|vos|usted))?|(?:es|sería|seria)\s+posible\s+que"
    # (round 14: asking leave to ask, "¿puedo pedirte que …?", "¿te podría pedir que …?")
    r"|(?:(?:te|le)\s+)?(?:puedo|podría|podria)\s+pedir(?:te|le|les)?\s+que"
    r"|(?:me\s+)?(?:lo|la|los|las)\s+(?:puedes|podrías|podrias|puede|podría|podés|podes)|me\s+(?:haces|harías|harias|hace|haría)\s+el\s+favor"
    r"\s+(?:de|y)|(?:te|le)\s+importa(?:ría|ria)?|sería\s+posible|(?:serías|sería|seria|serias)\s+(?:usted\s+)?tan"
    r"\s+amable\s+de|(?:tendrías|tendría)\s+la\s+amabilidad\s+de"
    r"|(?:你|您)?(?:能不能|能否|可不可以|可以|能|可否|会不会)(?:帮我|帮忙|请你)?"
    r"|(?:你|您)(?:能|可以)(?:帮我)?|麻烦(?:你|您)|请问(?:你|您)?)"
)
# … and desire frames ("I'd like you to …").
_WANT = (
    r"(?:(?:i'?d|i\s+would)\s+(?:like|love|want|prefer)\s+(?:for\s+)?you\s+to|i\s+(?:want|need)"
    r"\s+you\s+to|(?:(?:it\s+would|it'?d)\s+be\s+(?:great|nice|helpful|awesome|good)|i'?d\s+"
    r"(?:(?:really|so)\s+)?(?:appreciate\s+it|love\s+it|like\s+it)|i\s+would\s+(?:really\s+)?"
    r"appreciate\s+it)\s+if\s+(?:you\s+(?:could|would|can)|you'?d|you(?=\s+kept\s))"
    r"|make\s+sure\s+(?:that\s+)?(?:you|to)|be\s+sure\s+to|you\s+(?:should|need\s+to|must|have\s+to"
    r"|gotta|ought\s+to|will\s+want\s+to|'ll\s+want\s+to|'ll\s+need\s+to)|it'?s\s+important"
    r"\s+(?:that\s+you|for\s+you\s+to|to)|try\s+to|i'?m\s+asking\s+you\s+to|do\s+me\s+a\s+"
    r"favou?r\s+and|please\s+do|(?:it'?s\s+|it\s+is\s+)?(?:worth|good)\s+(?:remembering|knowing)?"
    r"|ich\s+(?:möchte|will|hätte\s+gern|würde\s+gerne?|wünsche\s+mir)\s*,?\s*dass\s+du"
    r"|du\s+(?:solltest|musst|sollst)|sei\s+so\s+(?:gut|nett)\s+und"
    r"|(?:j'aimerais|je\s+voudrais|je\s+veux|je\s+souhaite|il\s+faut|j'ai\s+besoin)\s+que"
    r"\s+(?:tu|vous)|tu\s+(?:dois|devrais)|merci\s+de|je\s+te\s+demande\s+de|n'hésite\s+pas\s+à"
    r"|pense\s+à|pensez\s+à"  # (round 15: "pense à retenir que …", "remember to")
    # Impersonal and evaluative frames, in the conditional too: "il faudrait que tu", "ce
    # serait bien que tu", "il est important que tu", "sería bueno que", "你最好".
    r"|(?:il\s+faudrait|ce\s+serait\s+(?:bien|super|génial|gentil|utile|top)|il\s+(?:est|serait)"
    r"\s+(?:important|utile|bien)|c'est\s+important)\s+que\s+(?:tu|vous)"
    r"|(?:sería|seria)\s+(?:bueno|genial|ideal|útil|importante|estupendo)\s+que|(?:你)?最好"
    # (and the other Spanish wishes: "estaría bien que", "me vendría bien que", "quisiera que")
    r"|(?:sería|seria|estaría|estaria)\s+(?:muy\s+|super\s+)?(?:bien|perfecto|fantástico|mejor"
    r"|conveniente|genial|ideal|útil|estupendo|buenísimo)\s+que"
    r"|me\s+(?:vendría|vendria|iría|iria)\s+(?:muy\s+)?(?:bien|genial|fenomenal|estupendo"
    r"|de\s+(?:maravilla|perlas|lujo))\s+que"
    # (round 14, the formal letter: "le escribo para solicitarle que", "me dirijo a usted para
    # pedirle que", "quería pedirle que", and "le ruego tome nota" without its "que")
    r"|(?:(?:le|les|te)\s+escribo\s+para\s+|me\s+dirijo\s+a\s+(?:usted|ustedes|ti)\s+para\s+"
    r"|(?:quería|queria|quisiera|querría|querria)\s+)(?:solicitar|pedir|rogar)(?:le|les|te)\s+que"
    r"|(?:le|les)\s+(?:ruego|rogaría|rogaria)"
    r"|me\s+encantar[íi]a\s+que|(?:quisiera|querría|querria|preferiría|preferiria|necesitaría)\s+que"
    r"|(?:te|le)\s+(?:pediría|pediria|pido)\s+(?:por\s+favor|encarecidamente|de\s+favor)\s+que"
    r"|(?:te|le)\s+pediría\s+que|me\s+(?:harías|haría|harias|haria)\s+un\s+(?:gran\s+)?favor\s+si"
    r"|ojalá(?:\s+que)?|(?:te|le)\s+encargo\s+que"
    r"|(?:procura|procure|procurá|intenta|intente|intentá|trata\s+de|trate\s+de|tratá\s+de)"
    r"|(?:quiero|necesito|me\s+gustaría|me\s+gustaria|te\s+pido|le\s+pido|prefiero"
    r"|(?:te|le|les)\s+ruego|(?:(?:te|le|les)\s+)?solicito)\s+que"
    # (round 13: the request as a pseudo-cleft, "lo que te quería decir es que me guardes …")
    r"|lo\s+que\s+(?:te\s+|le\s+)?(?:quería|queria|quiero|quise|necesito|venía\s+a)\s+(?:decir"
    r"|pedir|contar)\s+es\s+que"
    r"|(?:tienes|tendrás)\s+que|debes|deberías|(?:es\s+)?(?:muy\s+)?importante\s+que"
    r"|hazme\s+el\s+favor\s+de"
    r"|hágame\s+el\s+favor\s+(?:de|y)|hazme\s+el\s+favor\s+y"
    r"|(?:我)?(?:希望|想让|要|需要|想请)你|请你|你(?:要|得|必须|一定要|需要|应该|可要)"
    # Formal and conditional requests, in every language: "I would ask you to", "I'd be
    # grateful if you could", "it would help me if you could", "je vous saurais gré de",
    # "cela m'aiderait si vous pouviez", "le agradecería que", "me ayudaría que",
    # "ich wäre dir dankbar, wenn du", "如果你能".
    r"|i\s+(?:would|must|'d)\s+(?:ask|request)\s+(?:(?:that\s+)?you\s+(?:to\s+)?)"
    r"|(?:may|can|could)\s+i\s+ask\s+(?:you\s+)?to|i\s+(?:beg|ask)\s+you\s+to"
    r"|(?:i'?d|i\s+would)\s+be\s+(?:very\s+|really\s+|most\s+|so\s+|truly\s+)?(?:grateful"
    r"|thankful|obliged)\s+if\s+you\s+(?:could|would|can)"
    r"|it\s+would\s+(?:really\s+|greatly\s+|so\s+)?(?:help(?:\s+me)?(?:\s+(?:a\s+lot|so\s+much"
    r"|greatly))?|be\s+(?:very\s+|really\s+|so\s+)?(?:helpful|useful|wonderful|lovely|ideal))"
    r"\s+if\s+(?:you\s+(?:could|would|can)|you'?d|you(?=\s+kept\s))"
    r"|(?:es|das)\s+(?:würde|wäre)\s+(?:mir\s+)?(?:sehr\s+|echt\s+|wirklich\s+|total\s+)?"
    r"(?:helfen|hilfreich|super|toll|nett|lieb|schön|klasse),?\s+wenn\s+(?:du|sie)"
    r"|ich\s+wäre\s+(?:dir|ihnen)\s+(?:sehr\s+)?dankbar,?\s+wenn\s+(?:du|sie)"
    r"|ich\s+bitte\s+(?:dich|sie),?"
    r"|je\s+(?:vous|te)\s+(?:saurais|serais)\s+(?:gré|reconnaissante?)\s+(?:de|d')"
    r"|(?:cela|ça)\s+m'aiderait\s+(?:beaucoup\s+|vraiment\s+)?si\s+(?:vous\s+pouviez|tu\s+pouvais)"
    r"|je\s+te\s+prie\s+(?:de|d')"
    r"|(?:le|te)\s+agradecería\s+(?:mucho\s+)?que|me\s+ayudaría\s+(?:mucho\s+)?(?:que|si)"
    r"|如果你能|如果您能|要是你能)"
)
# A subordinate frame of time before the directive: "以后推荐餐厅的时候记得…",
# "レシピを提案するときは…覚えといて" (with a comma, "whenever you …, remember …" is a
# clause of its own).
# The frame is the assistant's work ("when you suggest recipes", "when I ask for workouts",
# "推荐菜谱的时候"), not the speaker's past ("when I was a kid I'd forget …").
_WHEN_CJK = (
    r"(?:(?:你|给我|帮我|回答|回复|推荐|写|翻译|介绍|教|建议|我问|我要|我让你|我请你|我找你|每次)"
    r"[^，。！？、,.!?\n]{0,20}?(?:的时候|时候|的时(?!间)|时)|每次[^，。！？、,.!?\n]{1,20}?(?:都)?"
    # a later conversation is the assistant's work too: "下次聊天的时候也请记得…"
    r"|(?:下次|以后|今后|往后)(?:我们|咱们)?(?:聊天|对话|聊|问你|找你)(?:的时候|时)"
    r"|[^、。！？!?\n]{1,24}?(?:時は|ときは|ときに|時に|とき)"
    r"|(?:when(?:ever)?|every\s+time|each\s+time|if)\s+(?:you(?:'re)?|u|i\s+(?:ask|need|want|request)"
    r"|giving|suggesting|recommending|answering|writing|planning)\s+[^,.!?;:\n]{0,60}?"
    r"|(?:immer\s+|jedes\s+mal\s+)?wenn\s+du\s+[^,.!?;:\n]{0,60}?"
    r"|(?:quand|lorsque|chaque\s+fois\s+que)\s+tu\s+[^,.!?;:\n]{0,60}?"
    r"|(?:cuando|siempre\s+que|cada\s+vez\s+que)\s+(?:(?:me\s+)?[^\W\d_]+(?:es|as)"
    # (round 13: the user's own request, "cuando te pida recetas para …")
    r"|te\s+(?:pida|pregunte|consulte|hable|escriba|mande|cuente))\s+[^,.!?;:\n]{0,80}?)"
)
_LEAD_BODY = (
    rf"(?:(?:(?P<ask>{_ASK})|(?P<want>{_WANT})){_SEP})*"
    rf"(?:{_SEP}(?:please|pls|also|just|kindly|always|really|bitte|auch|mal|stp|svp|por\s+favor"
    rf"|también|请|也|帮我|一定|再|都|ちゃんと|しっかり|必ず|絶対"
    # an annoyed "for once": "いい加減覚えろ", "今度こそ覚えてね", "今度はちゃんと記憶してね"
    rf"|いい加減に?|今度こそ|今度は"
    # (es: a time after the frame, "te agradecería que de aquí en adelante recordaras …")
    rf"|siempre|de\s+(?:aquí|ahora)\s+en\s+adelante|a\s+partir\s+de\s+(?:ahora|hoy)"
    rf"|desde\s+(?:ahora|hoy)|en\s+adelante|en\s+el\s+futuro"
    # adverbs of permanence before the verb: "一直记着", "ずっと覚えていて", "immer"
    rf"|一直|永远|永久|始终|长期|牢牢|好好|ずっと|いつまでも|以后(?:都)?能|今后(?:都)?能|以后|今后|能))*{_SEP}"
)
_LEAD = _rx(rf"{_SEP}(?:{_PREAMBLE_WORDS}{_SEP})*{_LEAD_BODY}")
# Before a verb (not before a statement that opens its clause) a frame of time may stand.
_VERB_LEAD = _rx(rf"{_SEP}(?:{_PREAMBLE_WORDS}{_SEP})*(?:{_WHEN_CJK}{_SEP})?{_LEAD_BODY}")
_WANT_RX = _rx(_WANT)

# Spanish drops the subject: a statement opening on a verb in "-o" (or a past in "-é",
# "-í") is the speaker's ("(que) laburo los sábados", "manejo un Tsuru", "pedí un
# reembolso"), unless the word is an adverb or pronoun.
_ES_PRO_DROP = (
    r"|^(?:(?:de\s+)?que\s+)?(?:(?:no|ya|también|siempre|nunca|ahora|solo|sólo|todavía|aún)\s+)?"
    r"(?!(?:lo|todo|otro|esto|eso|aquello|pero|algo|poco|mucho|tanto|mismo|cuando|solo|sólo|claro"
    r"|pronto|luego|medio|primero|segundo|tampoco|ningún|uno|año|caso|así|aquí|ahí|allí|café|bebé"
    r"|qué|quién|además)(?![\w]))[a-záéíóúñ]{2,}(?:o|é|í)(?=\s|$)"
    # (the irregular preterites of the first person: "(que) fui fumador", "estuve en paro")
    r"|^(?:(?:de\s+)?que\s+)?(?:(?:no|ya|también|siempre|nunca|solo|sólo)\s+)?(?:fui|estuve|tuve"
    r"|hice|pude|puse|supe|quise|vine|dije|traje|anduve)(?=\s|$)"
)
# "Como" is "I eat" only where a verb stands: after the speaker or an adverb of frequency
# or negation ("yo como", "siempre como", "casi no como"); after a noun it is "as" ("usa
# coma como separador"). Opening the statement it is read by the pro-drop rule above.
# A negated verb in "-o" is the speaker's ("no fumo"), except in the contrast "X, no Y"
# that sets a right value against a wrong one ("usa coma, no punto, …"), where "no" after a
# comma negates a noun that ends its clause.
_ES_NO_VERB = r"|(?<!\w)(?<!,\s)no\s+\w+o(?!\w)|(?<=,\s)no\s+\w+o(?!\w)(?!\s*(?:[,;]|$))"
_ES_COMO = (
    r"|(?<!\w)(?:yo|ya|también|siempre|nunca|solo|sólo|casi|tampoco|no|sí|ahora)\s+como(?!\w)"
)
_FIRST_PERSON = {
    "en": _rx(
        r"(?<![\w'])(?:i|i'm|im|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|our|ours|us)(?![\w'])"
    ),
    "de": _rx(r"(?<!\w)(?:ich|mich|mir|mein\w*|wir|uns|unser\w*)(?!\w)"),
    "fr": _rx(r"(?<![\w'])(?:je|j'|me|m'|moi|mon|ma|mes|nous|notre|nos)(?![\w'])|\bj'|\bm'"),
    "es": _rx(
        r"(?<!\w)(?:yo|me|mi|mis|mí|conmigo|nos|nosotros|nosotras|nuestr\w+|soy|estoy|tengo|voy"
        r"|hago|puedo|quiero|prefiero|vivo|trabajo|odio|amo|uso|necesito|llamo|estudio|nací"
        r"|cumplo|mío|mía|tomo|bebo|hablo|juego|corro|cocino|leo|escribo|llevo|manejo"
        r"|conduzco|duermo|salgo|pago|conozco|sé|doy)(?!\w)"
        + _ES_NO_VERB
        + _ES_COMO
        # (a piece of the speaker's data they gave the assistant: "el número que te di")
        + r"|(?<!\w)(?:número\s+de\s+(?:celular|teléfono|móvil|casa|whatsapp)|teléfono|celular|móvil"
        r"|dirección|apellido|cumpleaños|edad|sueldo|salario|dni|cédula)"
        r"(?:\s+(?:nuev[oa]|viej[oa]|anterior|complet[oa]))?\s+que\s+te\s+(?:di|dije|pasé|conté|comenté|mandé|mencioné|escribí"
        r"|envié|dejé|compartí|dicté)(?!\w)"
        + _ES_PRO_DROP
        # (the first person plural of any verb: "en casa no comemos cerdo", "vivimos en …")
        + ES_WE_VERB
        # (the speaker's telling to the assistant: "te conté que estaba embarazada")
        + ES_TOLD
    ),
    "zh": _rx(r"我|咱"),
    "ja": _rx(r"私|僕|俺|わたし|あたし|うち|ぼく|おれ|家族|妻|夫|息子|娘|母|父|実家"),
}
_FIRST_PERSON_EN_LOAN = _rx(
    r"(?<![\w'])(?:i|i'm|i've|i'd|i'll|my|mine|myself|we're|we've|our|ours)(?![\w'])"
)
# The speaker alone (not "we"): advice to someone else often says "we're here for you".
_FIRST_SINGULAR = {
    "en": _rx(r"(?<![\w'])(?:i|i'm|im|i've|i'd|i'll|me|my|mine|myself)(?![\w'])"),
    "de": _rx(r"(?<!\w)(?:ich|mich|mir|mein\w*)(?!\w)"),
    "fr": _rx(r"(?<![\w'])(?:je|j'|me|m'|moi|mon|ma|mes)(?![\w'])|\bj'|\bm'"),
    "es": _rx(
        r"(?<!\w)(?:yo|me|mi|mis|mí|conmigo|soy|estoy|tengo|voy|hago|puedo|quiero|prefiero|vivo"
        r"|trabajo|odio|amo|uso|necesito|llamo|estudio|nací|cumplo|mío|mía|tomo|bebo|hablo"
        r"|juego|corro|cocino|leo|escribo|llevo|manejo|conduzco|duermo|salgo|pago|conozco|sé|doy)"
        r"(?!\w)" + _ES_NO_VERB + _ES_COMO + _ES_PRO_DROP
    ),
    "zh": _rx(r"我(?!们|們)"),
    "ja": _FIRST_PERSON["ja"],
}
_SECOND_PERSON = {
    "en": _rx(
        r"(?<![\w'])(?:you|your|yours|yourself|you're|youre|you've|you'll|you'd|u|ur)(?![\w'])"
    ),
    "de": _rx(r"(?<!\w)(?:du|dich|dir|dein\w*|ihr|euch|euer\w*)(?!\w)"),
    "fr": _rx(r"(?<![\w'])(?:tu|te|t'|toi|ton|ta|tes|vous|votre|vos)(?![\w'])|\bt'"),
    "es": _rx(
        r"(?<!\w)(?:tú|tu|tus|te|ti|contigo|usted|vosotros|eres|estás|tienes|puedes|vas|sabes"
        r"|debes|haces|necesitas|mereces|vales|vienes|lo\s+harás|lo\s+lograrás)(?!\w)"
    ),
    "zh": _rx(r"你|您"),
    "ja": _rx(r"あなた|君|きみ|お前"),
}
# Generic advice or encouragement (said to someone else, not about the speaker). (Japanese
# "大家さん" is the landlord, not Chinese "大家", everyone.)
_ADVICE = _rx(
    r"(?<![\w'])(?:everyone|everybody|nobody|no\s+one|these\s+things|things\s+take|life\s+is"
    r"|it'?s\s+(?:ok(?:ay)?|fine|normal|alright|all\s+right|never\s+too\s+late)\s+to"
    r"|one\s+(?:step|day)\s+at\s+a\s+time|take\s+(?:it\s+)?easy|breathe|deep\s+breath|hydrate"
    r"|got\s+this|proud\s+of|you\s+can\s+do|progress|tomorrow\s+is\s+another|give\s+up|giving\s+up"
    r"|jeder|niemand|alles\s+wird|aufgeben|keine\s+option|tout\s+le\s+monde|personne|ça\s+va\s+aller"
    r"|chaque\s+pas|abandonner|todo\s+el\s+mundo|nadie|todo\s+va\s+a|poco\s+a\s+poco|rendirse"
    r"|lo\s+importante\s+es|l'important\s+c'est|das\s+wichtigste\s+ist|the\s+important\s+thing\s+is|大家(?!さん)|每个人|没关系|慢慢来|加油|深呼吸|放弃|大丈夫|頑張|諦め)"
    r"|(?:て|で)(?:いい|大丈夫)(?:ってこと|んだ|んだよ|よ)?$"
)
# Imperative advice verbs that open a bare object ("remember: breathe").
_ADVICE_VERB = _rx(
    r"(?:just\s+|always\s+|to\s+)?(?:breathe|relax|drink|eat|sleep|rest|hydrate|stretch|smile|stay"
    r"|be|take|keep|stop|try|believe|trust|go|have|enjoy|focus|think|listen|check|wear|bring|pack"
    r"|lock|turn|charge|text|say|ask|pay|look|put|get|let|make|tell|watch|start|practice|study"
    r"|love|forgive|celebrate|give|buy|pick|grab|water|feed|walk|clean|wash|book|send|finish"
    r"|submit|back|update|test|run|push|commit|add|remove|escape|handle|close|open|include|avoid"
    r"|read|do|don'?t|never|sign|apply|email|visit|renew|cancel|order|prepare|schedule"
    r"|trink|schlaf|atme|atmen|ruf|nimm|sei|mach|geh|iss|bleib|bois|respire|sois|prends"
    r"|fais|va|mange|dors|reste|respira|bebe|duerme|sé|toma|haz|ve|come|descansa"
    r"|多喝|早点|早點|带|帶|喝|吃|睡|去|买|買|给|打|穿|关|關|锁|交|保持|放松|深呼吸|帮我|幫我|提醒|告诉|告訴"
    r"|发|發|做|写|寫|看|检查|檢查|准备|帮|幫|要|出门|出門)(?![a-zà-ÿ])"
)
# Things a task works on.
_TASK_NOUNS = (
    r"function|functions|method|class|code|snippet|script|file|files|regex|regexp|query|table"
    r"|column|columns|row|rows|test|tests|bug|pr|commit|branch|loop|variable|component|module"
    r"|endpoint|slide|slides|deck|presentation|essay|email|e-mail|mail|letter|draft|document|doc"
    r"|paragraph|section|chapter|page|list|spreadsheet|sheet|chart|graph|report|summary"
    r"|translation|answer|response|reply|prompt|output|example|exercise|problem|task|assignment"
    r"|step|diagram|outline|post|tweet|caption|title|headline|poem|dataset|data|csv|json|sql"
    r"|image|picture|photo|video|conversation|chat|thread|question|one|part|bit|line|lines|word"
    r"|words|number|numbers|formula|cell|cells|names|values|items|text|format|formatting|schema"
    r"|funktion|methode|klasse|datei|tabelle|abfrage|folie|folien|präsentation|brief|absatz"
    r"|liste|antwort|aufgabe|skript|bericht|zusammenfassung|übersetzung|entwurf|übung|spalte"
    r"|spalten|zeile|zeilen|zeichen|wörter|zahlen|namen|werte|reihenfolge|kunde|kunden"
    r"|fonction|méthode|classe|fichier|tableau|requête|diapo|diapositive|lettre|texte"
    r"|paragraphe|réponse|tâche|rapport|résumé|traduction|brouillon|exercice|fonctions|colonnes"
    r"|mots|chiffres|noms|valeurs|client|structure"
    r"|función|método|clase|código|archivo|tabla|consulta|diapositiva|presentación|correo|carta"
    r"|texto|párrafo|lista|respuesta|tarea|prueba|informe|resumen|traducción|borrador|ejercicio"
    r"|nombres|números|palabras|valores|columnas|cliente|número|nombre|valor|palabra|name|value"
    r"|item|cálculo|calculation|calcul|berechnung|schema|poem|poème|poema|gedicht"
)
_TASK_DEIXIS = _rx(
    rf"(?<![\w'])(?:(?:this|that|these|those|dies(?:e[nmrs]?)?|diese[nmrs]?|cette|ce|cet|ces|esta"
    rf"|este|estos|estas|esa|ese|esos|esas)\s+(?:\w+\s+)?(?:{_TASK_NOUNS})"
    rf"|(?:in|for|on|to|im|in\s+der|für|dans|pour|en|para)\s+(?:the\s+)?(?:next|current"
    rf"|nächste[nmrs]?|prochaine?|siguiente)\s+(?:{_TASK_NOUNS})"
    rf"|for\s+now|for\s+this\s+(?:one|answer|response|reply|task|question|exercise|chat"
    rf"|conversation|session)|we'?ll\s+\w+(?:\s+\w+)?\s+(?:it|them|this|that)\s+(?:next|later)"
    rf"|(?:do|sort|fix|handle|check|use)\s+(?:it|this|that|them)\s+(?:next|later)"
    rf"|(?:when|while)\s+you\s+(?:write|rewrite|answer|fix|edit|refactor|translate|summari[sz]e"
    rf"|review|draft|code|implement|generate)\s+(?:this|that|it|the)|null\s+check|edge\s+cases?"
    rf"|semicolons?|error\s+handling|unit\s+tests?|type\s+hints?|docstrings?|indentation"
    rf"|für\s+diese\s+antwort|als\s+nächstes|pour\s+cette\s+réponse|pour\s+l'instant"
    rf"|para\s+esta\s+respuesta|por\s+ahora|here|above|below|while\s+i\s+(?:paste|send|upload|write"
    rf"|finish|add)|(?:el|la|le|the|der|die|das)\s+(?:siguiente|next|prochaine?|nächsten?)\s+\w+)(?![\w])"
)
_TASK_DEIXIS_CJK = _rx(
    r"(?:这个|那个|这段|那段|这张|那张|这份|这篇|这些|那些|這個|這段)(?:函数|方法|类|代码|文件|表格|表|查询|幻灯片"
    r"|PPT|ppt|演示|邮件|信(?!息|号|號)|文章|段落|列表|回答|任务|测试|脚本|正则|报告|总结|翻译|草稿|练习|题|问题|数字|名字|变量)"
    r"|下一步|待会|待會|等会|等會|接下来|接下來|一会儿|这次回答|这个回答"
    r"|(?:この|その|あの)(?:関数|メソッド|クラス|コード|ファイル|表|テーブル|クエリ|スライド|資料|メール|手紙"
    r"|文章|段落|リスト|回答|タスク|テスト|スクリプト|正規表現|レポート|要約|翻訳|下書き|問題|数字|変数|名前)"
    r"|(?:この|その)(?:エッセイ|作文|記事|論文|原稿|文|ブログ|投稿|スピーチ|企画書|プレゼン|プロジェクト|アプリ"
    r"|システム|リポジトリ|サイト|ページ|デザイン|条件|制限|仕様)"
    r"|(?:这个|這個|那个|这些)(?:项目|項目|应用|系统|网站|页面|设计|条件|限制|要求)"
    r"|次に|後で|あとで|このあと|この後"
)


def _task_deixis(lowered: str) -> bool:
    """A deictic task object: "in that regex", "this function", "这段代码", "このコード"."""
    if _TASK_DEIXIS.search(lowered):
        return True
    return not lowered.isascii() and _TASK_DEIXIS_CJK.search(lowered) is not None


# Work artefacts: with no first-person word in the line, it is about the work, not the user.
_ARTEFACTS = (
    r"function|functions|method|class|code|snippet|script|file|files|regex|regexp|query|table"
    r"|column|columns|rows|tests?|bug|commit|branch|loop|variable|component|module|endpoint"
    r"|slides?|deck|presentation|essay|email|e-mail|mail|letter|draft|document|paragraph"
    r"|spreadsheet|chart|report|summary|translation|prompt|output|json|sql"
    r"|csv|schema|poem|text|format|formatting|cell|cells|formula|caption|headline|outline"
    r"|funktion|methode|klasse|datei|tabelle|abfrage|folie|folien|präsentation|absatz|antwort"
    r"|skript|bericht|zusammenfassung|übersetzung|entwurf|spalte|spalten|zeichen|reihenfolge"
    r"|kunde|kunden|fonction|méthode|classe|fichier|tableau|requête|diapo|diapositive|texte"
    r"|paragraphe|réponse|rapport|résumé|traduction|brouillon|colonnes|client|structure"
    r"|función|método|clase|código|archivo|tabla|consulta|diapositiva|presentación|correo"
    r"|texto|párrafo|respuesta|informe|resumen|traducción|borrador|columnas|cliente|cálculo"
    r"|lista|viñetas|formato|plantilla|esquema|ensayo|apartado|diapositivas|archivos|correos"
    r"|quiz|exam|exams|homework|examen|exámenes|tarea|contrôle|interro|devoir|devoirs|prüfung"
    # What is written for someone: "un petit poème", "ein Gedicht", "la lettre", "el folleto".
    r"|poème|poèmes|poema|poemas|gedicht|gedichte|lettre|carta|flyer|folleto|dépliant"
    r"|klausur|hausaufgabe|hausaufgaben"
    # The parts of a text being written (round 15: "Die Einleitung kannst du vergessen, …").
    r"|einleitung|schluss|schluß|fazit|überschrift|kapitel|strophe|anschreiben|intro"
    r"|introduction|conclusion"
    r"|variable|variables|variablen|variablennamen"
    # What is learnt for a test: "these verbs", "die Vokabeln", "le vocabulaire".
    r"|vocab|vocabulary|flashcards|vokabeln|vokabel|vokabelliste|vocabulaire|vocabulario"
)
_ARTEFACT_WORDS = _alternatives(
    _ARTEFACTS.replace("tests?", "test|tests").replace("slides?", "slide|slides")
)
_WORDS = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)?")
# A constraint on the work: "it has to fit on one slide".
_CONSTRAINT = _rx(
    r"^(?:it|this|that|they)\s+(?:has|have|needs?|must|should|shouldn'?t|can'?t|cannot|will\s+be"
    r"|is\s+going|are\s+going)\s"
)
_TASK_WORD_CJK = _rx(
    # (an email address is the speaker's, not a letter to write: "古いメールアドレス")
    r"代码|函数|文件|表格|邮件(?!地址)|文章|幻灯片|回答|考试|测验|作业|试卷|コード|関数|ファイル|メール(?!アドレス)|資料"
    r"|変数|テスト|試験(?!の?勉強|を受け|に受か|に合格|に落ち)|宿題|单词|生词|単語"
    # The shape of the work: "フォーマットは忘れて", "格式忘掉".
    r"|フォーマット|書式|レイアウト|見出し|スライド|出典|格式|排版|标题|大纲|图表|出处|报告|報告書|レポート"
    r"|变量|變量|段落|記事|文章|要約|翻訳|翻译|总结一下|条件|文字数|要件|仕様"
    # (a limit of the task, not a diet: "糖質制限", "饮食限制")
    r"|(?<!糖質)(?<!食事)(?<!飲食)(?<!塩分)(?<!水分)制限|(?<!饮食)(?<!飲食)(?<!糖)限制"
    r"|客户|客戶|甲方|クライアント|顧客|取引先"
    # What is written for someone: "お話", "故事", "文面", and its length ("二百字以内").
    r"|お話|物語|故事|文面|字以内|字以內"
)


def _task_word(lowered: str) -> bool:
    """A work artefact ("the email", "die Folie", "代码") or a constraint on "it"."""
    if not _ARTEFACT_WORDS.isdisjoint(_WORDS.findall(lowered)) or _CONSTRAINT.match(lowered):
        return True
    return not lowered.isascii() and _TASK_WORD_CJK.search(lowered) is not None


# Reminiscing after a remember verb: "remember that trip we took", "the night we met".
_REMINISCE = _rx(
    r"^(?:when\s|how\s|the\s+time\s|back\s+when\s|cuando\s|quand\s|als\s+wir\s|wie\s+wir\s"
    r"|当时|那次|那时"
    # A bygone era as the object: "the good old days", "des années lycée", "aquellos tiempos".
    r"|the\s+(?:good\s+)?old\s+days|the\s+days\s+(?:when|of)\s|the\s+(?:\d{2,4}'?s|sixties|seventies"
    r"|eighties|nineties)(?![\w'])|(?:des|les)\s+années\s|(?:de\s+)?l'époque|(?:du|le)\s+(?:bon\s+vieux\s+)?"
    r"temps\s+(?:où|de|des|du)\s|(?:de\s+)?(?:los|aquellos|esos)\s+(?:años|tiempos|viejos\s+tiempos)(?![\w])"
    r"|(?:an\s+)?die\s+(?:alten\s+zeiten|gute[n]?\s+alte[n]?\s+zeit)|当年|那些年|あの頃)"
)
# "remember that trip we took": "that" is a determiner here, and the memory a shared past.
_SHARED_PAST = _rx(
    r"^(?:that|the|this|those|our)\s+(?:\S+\s+){1,3}?(?:we|you\s+and\s+i)\s+(?:\w+ed|went|took"
    r"|had|saw|met|did|made|got|spent|ate|ran|visited|stayed|found|bought|used\s+to)(?![\w'])"
)
# Conversation control objects of "forget" (never a memory).
_CONTROL = _rx(
    r"^(?:(?:\S+\s+){0,2}(?:question|questions|message|messages|prompt|request|frage|fragen"
    r"|nachricht|nachrichten|demande|pregunta|preguntas|mensaje|mensajes|petición)(?:\s+\S+){0,3}$"
    r"|(?:(?:about\s+)?(?:my|the|that|this|your)\s+)?(?:last|previous|earlier|prior|first|second"
    r"|other|above|last\s+(?:few|two|three|couple\s+of)|original|latest)?\s*(?:question|message|msg"
    r"|request|prompt|comment|sentence|paragraph|reply|response|answer|instruction|point|part|bit"
    r"|typo|query|example|draft|idea|suggestion|one|topic|messages|questions)s?(?:\s+(?:i\s+"
    r"(?:just\s+)?(?:asked|sent|wrote|said|gave|made)|above|before))?$"
    r"|(?:the|that|this|my)\s+(?:\w+\s+)?(?:code|file|text|snippet|link|image|screenshot|thing|stuff"
    r"|list|table|doc|document|email)\s+i\s+(?:just\s+)?(?:pasted|sent|shared|uploaded|posted|typed"
    r"|attached|gave\s+you|wrote)|(?:the|your)\s+(?:previous|last|earlier|prior|above)\s+\w+"
    r"|(?:about\s+)?what\s+i\s+(?:just\s+|previously\s+|earlier\s+)?(?:said|wrote|asked|typed"
    r"|mentioned|sent|told\s+you)(?:\s+(?:earlier|before|above|just\s+now|previously|a\s+moment"
    r"\s+ago))?$|(?:that\s+)?i\s+(?:just\s+|ever\s+)?(?:said|asked|mentioned|brought)\s*(?:that|anything"
    r"|it|this|up|that\s+up|it\s+up)?$|everything(?:\s+(?:above|before|so\s+far|i\s+(?:just\s+)?said"
    r"|we(?:'ve)?\s+(?:talked|discussed|said|covered)(?:\s+about)?(?:\s+so\s+far)?))?$"
    r"|all\s+(?:previous|prior|earlier|your|the\s+previous)"
    r"\s+instructions|(?:the\s+|your\s+)?(?:previous|prior|earlier|above)\s+instructions"
    r"|(?:about\s+)?(?:it|that|this)$|all\s+(?:of\s+)?(?:that|this|it)$|the\s+(?:whole|entire)"
    r"\s+(?:thing|conversation|chat)|this\s+(?:conversation|chat|thread|discussion)"
    r"|(?:das|meine|die)\s+(?:letzte|vorherige)\s+(?:frage|nachricht)|was\s+ich\s+(?:gerade|eben"
    r"|vorhin)?\s*(?:gesagt|geschrieben|gefragt)\s+habe|es$|alles$"
    r"|(?:ma|la|mon|le)\s+(?:dernière?|précédente?)\s+(?:question|message|demande)"
    r"|ce\s+que\s+je\s+(?:viens\s+de\s+dire|viens\s+d'écrire|t'ai\s+dit|ai\s+dit)$|ça$|tout\s+ça$"
    r"|(?:mi|la|el)\s+(?:última|anterior|último)\s+(?:pregunta|mensaje|petición)"
    r"|lo\s+que\s+(?:acabo\s+de\s+decir|te\s+acabo\s+de\s+decir|dije|te\s+dije)$|lo$|eso$|todo$"
    r"|我?(?:刚才|剛才|刚刚|剛剛|上一个|上一條|上一条|之前)(?:那个|的)?(?:问题|問題|消息|话|話|问的|問的|说的|說的)"
    r"(?:话|話|那句)?(?:吧)?$"
    r"|我刚才说的|我剛才說的|吧$|它$"
    # "忘了我上一条吧", "当我没问": the last message, a never-mind.
    r"|^我?(?:上一条|上一條|上条|上一句|上句)(?:消息|信息|话|吧)?(?=$|[,，\s])|^(?:就)?当我没(?:问|说|講|讲)"
    r"|(?:今|さっき|上|最初)の(?:質問|話|メッセージ|こと|は)|前の(?:質問|メッセージ)|(?:今|さっき)の$"
    r"|was\s+ich\s+(?:dich\s+|dir\s+)?(?:gerade|grad|grade|eben|vorhin|gerad|zuletzt)?\s*(?:gesagt|geschrieben"
    r"|gefragt|gesendet|geschickt)(?:\s+(?:habe|hab|hab'))?$"
    r"|ce\s+que\s+je\s+(?:viens\s+de|vous\s+ai|t'ai|ai)\s+(?:te\s+|vous\s+)?(?:dire|demander|écrire|envoyer"
    r"|dit|demandé|écrit|envoyé)(?:\s+(?:avant|plus\s+tôt|juste\s+avant))?$"
    r"|lo\s+que\s+(?:te\s+|le\s+)?(?:acabo\s+de|acabé\s+de)\s+(?:decir|preguntar|escribir|pedir|mandar)$"
    r"|lo\s+que\s+(?:te\s+|le\s+)?(?:dije|pregunté|escribí|pedí|mandé)(?:\s+(?:antes|recién|hace\s+rato))?$"
    r"|^(?:lo\s+de\s+)?(?:antes|recién|hace\s+(?:un\s+)?(?:rato|momento))$"  # "lo de antes"
    r"|(?:さっき|今|先ほど|さきほど|前に|上で)(?:聞いた|訊いた|言った|書いた|質問した|頼んだ|送った)(?:こと|の|内容|話)?$"
    r"|我?(?:刚|刚才|刚刚|方才)(?:问|说|写|发|提)(?:的|过的)?(?:那个|那些|话|问题|内容|东西)?(?:吧)?$"
    r"|(?:the|le|el|der)\s+(?:rest|reste|resto)$|everything\s+else$|todo\s+lo\s+demás$|tout\s+le\s+reste$"
    r"|^(?:やっぱり|やっぱ|まあ|もう)$|今言ったこと|この会話|なんでもない|何でもない|(?:やっぱり|やっぱ)?いい(?:や|です|よ)?$|気にしないで"
    r"|^(?:今|さっき|前)の(?:は)?(?:なし|ナシ|無し)$|^(?:今|さっき)の(?:は)?(?:忘れ|消し)"
    # The units of the conversation in every language, with a word placing them in it:
    # "meinen letzten Satz", "ma dernière phrase", "la frase anterior", "上一个方案", "さっきの案".
    r"|^(?:meine[nrms]?|die|den|das|der|deine[nrms]?)\s+(?:letzte|vorherige|vorige|erste|obige|zweite)[nrms]?"
    r"\s+(?:frage|nachricht|satz|antwort|anfrage|bitte|kommentar|idee|vorschlag|absatz|punkt|teil"
    r"|beispiel|entwurf|anweisung|fragen|nachrichten|anweisungen)$"
    r"|^(?:ma|mon|la|le|ta|ton|mes|tes|les)\s+(?:dernière?|précédente?|première?|deuxième)s?\s+"
    r"(?:question|message|phrase|demande|remarque|commentaire|réponse|idée|suggestion|paragraphe"
    r"|exemple|brouillon|consigne|instruction)s?$"
    r"|^(?:ma|mon|la|le)\s+(?:question|message|phrase|demande|remarque|réponse)\s+(?:précédente?"
    r"|d'avant|ci-dessus)$"
    r"|^(?:mi|la|el|tu|mis|las|los)\s+(?:últim[oa]|anterior|primer[oa]?|penúltim[oa])s?\s+(?:pregunta"
    r"|mensaje|frase|petición|pedido|comentario|respuesta|idea|sugerencia|párrafo|ejemplo|borrador"
    r"|instrucción|instrucciones)s?$"
    r"|^(?:mi|la|el)\s+(?:pregunta|mensaje|frase|petición|comentario|respuesta)\s+(?:anterior|de\s+antes"
    r"|de\s+arriba)$"
    r"|^我?(?:刚才|剛才|刚刚|剛剛|上一个|上一條|上一条|上面|之前)(?:那个|的)?(?:回答|方案|想法|建议|要求|指令|例子|那句|那段)"
    r"|^(?:今|さっき|上|最初|前|先ほど|さきほど)の(?:案|回答|指示|例|文|依頼|お願い|提案|プラン|下書き)"
    r"|^(?:今まで|これまで|前|さっき|上)の(?:指示|質問|話|会話|やりとり|内容)"
    r"|^(?:今|さっき|今の|さっきの)$|^(?:今|さっき|前|先ほど)の(?:やつ|奴|もの|件)$"
    r"|^(?:やっぱり|やっぱ)[、,\s]*(?:今|さっき|前)の"
    r"|^(?:前回|昨日|この前|さっき|今日|前)の(?:会話|話|やりとり|チャット)$"
    # "…, new question": the next turn of the conversation.
    r"|^(?:別の|次の|新しい)(?:質問|話題)|^(?:new|another|next|different)\s+question"
    r"|^(?:neue|andere|nächste)\s+frage|^(?:autre|nouvelle)\s+question|^(?:otra|nueva)\s+pregunta"
    r"|^(?:另一个|另外一个|新的?|换个)问题"
    # Instructions to the assistant, and the conversation so far, in every language.
    r"|^(?:meine|die|deine)\s+(?:\w+\s+)?(?:anweisung|anweisungen|vorgabe|vorgaben|instruktionen)(?:\s|$)"
    r"|^alles\s+(?:bisher|bis\s+jetzt|davor|vorher|oben)(?:\s|$)"
    r"|^ce\s+que\s+j'ai\s+(?:dit|écrit|demandé)(?:\s+(?:juste\s+)?(?:avant|plus\s+tôt|tout\s+à\s+l'heure))?$"
    r"|^(?:mes|les|tes)\s+(?:consignes|instructions)(?:\s|$)"
    r"|^(?:la|le|l'|ma|mon)\s*(?:proposition|suggestion|idée|exemple|version|réponse|question|demande"
    r"|consigne)\s+(?:d'avant|précédente?|de\s+tout\s+à\s+l'heure)$"
    r"|^(?:mis|las|tus|los)\s+(?:instrucciones|indicaciones|preguntas|mensajes|comentarios|ideas"
    r"|sugerencias)(?:\s+(?:anteriores|de\s+antes|previas))?$"
    # As in English ("my comment"), a unit of the conversation with a possessive or an
    # article needs no word placing it: "meinen Kommentar", "mon commentaire", "mi comentario".
    r"|^(?:meine[nrms]?|den|die|das|der)\s+(?:(?:erste|zweite|letzte|ganze)[nrms]?\s+)?(?:kommentar|bitte"
    r"|anfrage|nachricht|frage|satz|teil|absatz|anmerkung)(?:\s+meiner\s+nachricht)?(?:\s+(?:von\s+)?"
    r"(?:gerade|eben|vorhin|oben))?$"
    r"|^(?:dass\s+)?ich\s+(?:dich\s+)?(?:das\s+)?(?:gefragt|gesagt|geschrieben)\s+(?:habe|hab)$"
    r"|^(?:mon|ma|le|la|mes|les)\s+(?:(?:première|deuxième|dernière)\s+)?(?:commentaire|remarque|demande"
    r"|message|question|phrase|partie)s?(?:\s+de\s+mon\s+message)?(?:\s+(?:précédente?|d'avant"
    r"|de\s+tout\s+à\s+l'heure))?$"
    r"|^(?:que\s+)?j'ai\s+(?:demandé|posé\s+(?:la|cette)\s+question)$"
    r"|^ce\s+que\s+je\s+viens\s+de\s+(?:dire|écrire|demander)"
    r"|^(?:mi|el|la)\s+(?:comentario|pregunta|mensaje|petición|pedido|frase)$"
    r"|^(?:que\s+)?te\s+(?:pregunté|pedí|lo\s+pregunté|lo\s+pedí)$"
    r"|^(?:that\s+)?i\s+(?:just\s+|ever\s+)?asked(?:\s+(?:about|for)\s+[^,.;]*)?$"
    # … and what the speaker just sent: "我刚才发的那段话", "さっき送った文章".
    r"|^我?(?:刚才|剛才|刚刚|剛剛|上面|之前)(?:发|發|贴|貼|写|寫|说|說)的(?:那段话|那段話|那句话|那段|内容|文字"
    r"|东西|代码|那些)"
    r"|^(?:今|さっき|先ほど|さきほど|上で|前に)(?:送った|書いた|貼った|貼り付けた|言った)(?:文章|内容|文|コード"
    r"|メッセージ|やつ|もの))"
)
# A forget object that describes a memory about the user without a first-person word.
_DESCRIPTION = _rx(
    r"^(?:the\s+)?(?:thing|stuff|bit|part|fact|info|information|detail|details|note|memory"
    r"|entry)\s+(?:about|that|regarding|on|where)|^about\s|^everything\s+about|^where\s|^what\s"
    r"|^who\s|^when\s|^關於|^关于|^.*(?:那条|那條|的事|的记忆|的记录)$|^l'info|^la\s+note|^lo\s+del?\s"
    r"|^lo\s+que\s+te\s+\w+\s+(?:de|sobre)|^todo\s+lo\s+de\s|^tout\s+ce\s+qui\s+concerne"
    r"|^(?:que\s+)?te\s+(?:dije|conté|comenté|mencioné|expliqué|había\s+dicho)\s+que\s"
    r"|^alles\s+über|^das\s+mit\s|^(?:the|die|den|das|la|le|l'|el|los|las)\s*(?:old|former|alte\w*"
    r"|frühere\w*|ancien\w*|vieja|viejo|antigu\w+)\s"
)
# A former thing of the user's, the adjective after the noun: "el nombre viejo", "以前的名字".
_FORMER = _rx(
    r"^(?:el|la|los|las|le|les)\s+[^\W\d_]+\s+(?:viej[oa]s?|antigu[oa]s?|anterior(?:es)?"
    r"|précédente?s?|d'avant|de\s+antes)$|^(?:以前|之前|原来|旧)的"
)
# Leading words of a statement that only frame it.
_STATEMENT_LEAD = _rxi(
    r"^(?:(?:please|also|too|as\s+well|going\s+forward|from\s+now\s+on|for\s+(?:the\s+)?future"
    r"(?:\s+(?:reference|chats|conversations))?|for\s+(?:all\s+)?future\s+(?:chats|conversations"
    r"|sessions)|for\s+later|for\s+next\s+time|for\s+me|in\s+(?:the\s+)?future|this\s+for\s+me"
    r"|in\s+your\s+memory|about\s+me(?=\s*[:,]|\s*$)|somewhere(?:\s+(?:safe|permanent))?|permanently"
    r"|forever|by\s+the\s+way|btw|au\s+passage|de\s+paso|übrigens|nebenbei|順便|顺便"
    r"|para\s+siempre|pour\s+toujours"
    r"|bitte|auch|mal|doch|für\s+die\s+zukunft|s'il\s+te\s+pla[iî]t|stp|svp|por\s+favor"
    r"|también|siempre|bien|请|也|一下|好|哦|啊"
    # (a salutation before a colon: "querido diario: …", "estimado asistente: …")
    r"|(?:querid|estimad)[oa]s?(?:\s+[^\W\d_]+){1,4}(?=\s*:))[\s,:]+"
    # A nested "don't forget" after "记得" ("记得别忘了我有高血压").
    r"|(?:别忘了|别忘记|不要忘了|不要忘记|别忘))*"
    r"(?:(?:that|dass|daß|que|qu'|de\s+que|of|about|to|this\s*:|the\s+fact\s+that|following\s*:"
    # (the preposition of "se souvenir de", "acordarse de" before the speaker's thing)
    r"|de(?=\s+(?:mon|ma|mes|notre|nos|mi|mis|nuestro|nuestra|nuestros|nuestras)\s)"
    r"|daran,?\s*dass|dran,?\s*dass|de\s+ce\s+que|ce\s+qui\s+suit\s*:|lo\s+siguiente\s*:"
    r"|folgendes\s*:|eins\s*:)(?=\s|$|:))?"
)
# A final 了 after a verb of a completed life event is aspect, part of the fact ("老伴前年走了",
# "我辞职了"), not a particle.
_TRAILING = _rxi(
    r"(?:\s*[,!.]\s*(?:ok(?:ay)?|thanks|thank\s+you|thx|ty|danke"
    r"|merci|gracias|vale|d'accord)[\s.!?,~]*"
    r"|[\s,!]*(?:please|pls|plz|for\s+me|for\s+later|for\s+next\s+time|for\s+future\s+reference"
    r"|for\s+(?:all\s+)?(?:the\s+)?future(?:\s+(?:chats|conversations|sessions|answers|reference))?"
    r"|f(?:ü|ue)r\s+(?:künftige|zukünftige|spätere|kommende|die\s+nächsten|alle\s+künftigen)\s+(?:chats|gespräche"
    r"|unterhaltungen|antworten|male)|für\s+später|für\s+die\s+zukunft|fürs\s+nächste\s+mal"
    r"|pour\s+(?:la\s+suite|plus\s+tard|l'avenir|les\s+prochaines\s+fois|(?:la\s+)?prochaine\s+fois|nos\s+prochaines"
    r"\s+(?:conversations|discussions))|para\s+(?:el\s+futuro|más\s+adelante|la\s+próxima(?:\s+vez)?"
    r"|lo\s+que\s+(?:viene|venga)"
    r"|(?:las\s+)?próximas\s+(?:charlas|conversaciones|veces)|futuras\s+(?:charlas|conversaciones))"
    r"|going\s+forward|from\s+now\s+on|for\s+now|any\s*more|no\s+more|lol|haha|jaja|mdr|(?<!一)点|(?<!一)点儿"
    r"|always|somewhere(?:\s+(?:safe|permanent))?|permanently|forever|bitte"
    r"|por\s+favor|porfa|porfis|siempre|s'il\s+te\s+pla[iî]t|stp|svp|immer"
    r"|toujours|mal|doch|kurz|eben|nochmal|吗|嗎|谢谢|謝謝|谢啦|多谢|哦|喔|啊|呀|吧|哈|啦|喇|囉|咯|嘞|(?<![走过完到掉婚职业])了|好吗|好嗎|好不好|行吗|可以吗|一下|ね|よ"
    r"|ください|下さい|ありがとう(?:ございます)?|お願い(?:します)?|よろしく(?:お願いします)?|(?<![\u3400-\u9fff])笑)[\s.!?,~]*)+$"
)
_EDGE = " \t,.;:!?~-–—…，。；：、！？～*_"
_TAIL = 48  # trailing politeness is looked for in the last characters only
_PAIRED_QUOTES = {
    '"': '"',
    "'": "'",
    "“": "”",
    "‘": "’",
    "「": "」",
    "『": "』",
    "«": "»",
    "„": "“",
}
_OPEN_QUOTES = '"“‘「『«„'
_CLOSE_QUOTES = '"”’」』»'

# Objects that only point back at something said before …
_BACK_PRONOUNS = _alternatives(
    "that|it|those|them|all that|all of that|that one|this one|that too|it too|that bit"
    "|that part|das|es|das alles|alles|ça|cela|le|la|les|tout ça|eso|lo|la|los|las|ello"
    "|todo eso|den|ihn|diesen|den da|die da|那个|那個|那些|那条|那條|那点|它|那|住|了|哦|啊|呀|啦|吧|好"
    "|好了|喔|着|下|下来|一下"
    "|それ|そのこと|あれ|その件|その情報|そのメモ|その記憶|この情報|このメモ|その話|ね|よ|か|かな|です|ですよ|だよ|よね"
    "|して|してね|しといて|しておいて|してください|之前那条|之前那個|之前那个|上次那条|那条记忆|那條|das da|das hier oben"
    "|eso que te dije|both|them both|all of it|beides|les deux|tout|ambos|ambas|los dos|las dos|两个|这两个"
    "|都|両方|両方とも"
    # A demonstrative with a noun of information: "this info", "diese Information".
    "|this info|that info|this information|that information|this fact|that fact|diese info"
    "|diese information|die info|die information|diese angabe|dieses detail|cette info|cette information"
    "|ce détail|ces informations|esta info|esa info|esta información|esa información|este dato|ese dato"
    "|这个信息|这条信息|这个information|这个info|这件事|那件事|この事|そのこと"
    # A closing particle after the verb, and demonstratives with a noun of matter.
    "|的|的哦|的啊|这事|这点|这一条|この点|その点|この件|それら|この|その"
    # The speaker as the object ("记住我，我叫…", "うちのこと記憶に入れといて 〜です"), and a
    # noun of the matter told ("请记得这个前提", "正しい方を控えておいて").
    "|我的称呼|我的稱呼|我的名字|这个前提|這個前提|这一前提|这个情况|這個情況|正しい方|正しいほう"
    "|私のこと|わたしのこと|うちのこと|僕のこと|ぼくのこと|俺のこと|あたしのこと|自分のこと"
)
# … and objects that may point forward ("remember this: …").
_FORWARD_PRONOUNS = _alternatives(
    "this|these|all this|all of this|the following|following|folgendes|eins|dies|das hier|diese"
    "|this about me|the following about me|folgendes über mich|dies über mich|ceci sur moi"
    "|ce qui suit sur moi"
    "|ceci|ce qui suit|esto|lo siguiente|以下|下面|下面这个|下面的|这个|這個|这些|这点|这一点|这件事|这条|這條"
    "|这句话|這句話|一点|一點|これだけ|これだけは|このこと|この言葉"
    "|这|次のこと|これ|このこと|もう|んだけど|んですけど|んですが|けど|んだ|のですが"
    # "请记住以下几点：…", "覚えておいてほしいこと：…".
    "|以下几点|以下幾點|以下几|以下幾|以下几条|以下幾條|以下内容|以下的内容|以下の点|以下のこと|以下|こと"
)
# A tag closing a sentence: thanks, "ok?", "right?", "dale?", "好吗", "ね" — no question and
# no part of the statement.
_TAG = _rx(
    r"^[¿¡]?(?:ok(?:ay)?|alright|all\s+right|right|please|pls|plz|thanks(?:\s+(?:a\s+lot|so\s+much"
    r"|a\s+ton|in\s+advance))?|thank\s+you(?:\s+(?:so|very)\s+much)?|thank\s+u|many\s+thanks"
    r"|thx|ty|yeah|yes|cool|got\s+it|understood|k|kk|will\s+you|would\s+you|can\s+you|won'?t\s+you"
    r"|got\s+that|capisce|d'accord|merci(?:\s+(?:beaucoup|bien|d'avance))?|vale|(?:muchas\s+)?gracias"
    r"|por\s+favor|porfa|porfis|dale|sale|¿?vale|¿?sí|¿?ok|¿?de\s+acuerdo|entendido|listo"
    r"|bitte|danke(?:\s+(?:dir|euch|schön|sehr|vielmals|im\s+voraus))?|vielen\s+dank|ja|oder"
    r"|gell|ne|oui|sí|si|ok\s+merci|okey|oki|okie|好吗|好不好|行吗|行不行|可以吗|好么|好嘛|懂了吗|知道了吗"
    r"|记住了吗|明白吗|谢谢(?:你|啦)?|谢了|多谢|拜托了|ね|よろしく(?:お願いします|ね)?|お願い(?:します|ね)?"
    r"|ありがとう(?:ございます)?|了解|頼む|頼んだ|いい|いいね|わかった|分かった|いい\?|ok\s*\?|right\s*\?"
    r"|d'acc|compris|entendu|c'est\s+noté|verstanden|klar|alles\s+klar|entendido|claro|哈|哦|啊|呀"
    # Asking whether the request can be met is a tag too ("…, geht das?", "…, ¿sería posible?").
    r"|(?:is\s+)?(?:that|this|it)\s+(?:ok(?:ay)?|possible|alright|fine|doable)|would\s+that\s+be"
    r"\s+(?:ok(?:ay)?|possible|alright)|(?:can|could)\s+you\s+do\s+that"
    r"|(?:geht|ginge|passt)\s+das|(?:ist|wäre)\s+das\s+(?:möglich|ok(?:ay)?|in\s+ordnung)"
    r"|(?:c'est|ce\s+serait|serait[-\s]ce|est[-\s]ce)\s+possible|ça\s+(?:marche|te\s+va|vous\s+va)"
    r"|[¿]?(?:es|sería|seria|será)\s+posible|[¿]?(?:puede\s+ser|se\s+puede|te\s+parece|le\s+parece)"
    r"|能做到吗|做得到吗|没问题吧|能做到嗎|できますか|できる|大丈夫(?:ですか)?|いいですか|可能(?:ですか|でしょうか)"
    r"|お願いできますか)"
    r"[\s.!?~？！。]*$"
)
# A following clause continues the statement only when it is joined on.
# Openers of a clause that is no appositive: a subject, a request, a question.
_STOPS = _rx(
    r"^(?:i|i'm|i'll|i'd|i've|im|it|it's|you|you're|he|she|they|we|we're|that|that's|this|there"
    r"|so|please|thanks|thank|can|could|what|how|why|who|let's|ich|es|das|du|war|ist|sind|hab"
    r"|habe|bin|hat|je|tu|il|elle|on|yo|eso|tú|ya|fue|era|es|lo|la|los|las|le|les|me|te|se|nos"
    r"|que|porque"  # (Spanish: a reason or relative clause of its own, ", que me lío")
    r"|ne|n'|m'|t'|s')(?![\w'])|^(?:j'|c'|l'|qu'|n'|m'|t'|s')"
    r"|^[我你他她它这那]"
)
_ADVERBIAL = _rx(
    r"(?:every\s+time|each\s+time|always|and|also|so|ok|okay|oh|alright|immer|toujours|siempre"
    r"|总是|每次|いつも|毎回)?"
)
_CONTINUES = _rx(
    r"^(?:and|&|plus|as\s+well\s+as|also|too|or|nor|which|who|whose|but(?!\s+(?:can|could|what"
    r"|how|please))|und|sowie|oder|aber|sondern|et|ou|mais|ainsi\s+que|y|e|o|pero|sino|así\s+como"
    r"|和|并且|並且|而且|还有|還有|也|以及|还|都|と|や|それと|あと)(?![\w'])"
)
# A first-person future or plan: not something to store as an instruction.
_PLAN = _rx(
    r"^(?:i(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to|'m\s+gonna|\s+plan|\s+want\s+to"
    r"|\s+need\s+to|\s+have\s+to|\s+must|\s+should|\s+might|\s+may|\s+hope|\s+intend|'d\s+like\s+to"
    r"|\s+would\s+like\s+to|\s+try|'m\s+trying|\s+promise)|we(?:'ll|\s+will|'re\s+going|\s+should"
    r"|\s+need|\s+might)|let'?s"
    r"|ich\s+(?:werde|will|möchte|muss|sollte|versuche|plane)|werde\s+ich|will\s+ich|möchte\s+ich"
    r"|wir\s+werden|je\s+(?:vais|veux|voudrais|dois|compte|essaie|essaierai)|j'(?:essaie|aimerais)"
    r"|on\s+va|voy\s+a|vamos\s+a|quiero(?!\s+que)|tengo\s+que|pienso|planeo|intentaré|intentare"
    r"|我(?:想|要|会|會|打算|准备|準備|争取|爭取|尽量|盡量|得|必须|應該|应该|可能)(?!你)|咱们|我们(?:要|会|去)"
    r"|再说|再聊|再看)"
)
_NOT_INSTRUCTION = _rx(
    r"^(?:the|a|an|this|that|these|those|it|it's|there|he|she|they|his|her|their|its|our"
    r"|der|die|das|ein|eine|er|sie|es|le|la|les|un|une|il|elle|ils|elles|el|los|las|uno|una"
    r"|él|ella|ellos|things|everything|life|people)(?![\w'])"
    r"|^(?:他|她|它|这|那|有|没|会|可能|就是|是|一切|所有|什么|大家|世界|生活|日子)"
)
# A prediction ("things will get easier", "AI will be everywhere") is no instruction.
_FUTURE = _rx(
    r"(?<![\w'])(?:will|'ll|is\s+going\s+to|are\s+going\s+to|wird|werden|va|vont|va\s+a|van\s+a"
    r"|será|serán)(?![\w'])|将|都会|会变|会越来越"
)
_FUTURE_DE = _rx(r"(?<![\w'])(?:wird|werden)(?![\w'])")
_FIRST_SUBJECT = _rx(
    r"^(?:i|i'm|im|i've|i'd|i'll|my|we|we're|our|ich|mein\w*|wir|unser\w*|je|j'|mon|ma|mes|nous"
    r"|notre|nos|yo|mi|mis|nosotros|nuestr\w+|soy|estoy|tengo)(?![\w'])|^[我咱]"
)
# Someone the user knows ("her name is …", "mon frère …"): a fact about the user's people.
_THIRD_PERSON = _rx(
    r"(?<![\w'])(?:he|she|his|her|him|they|their|my|il|elle|son|sa|ses|leur|él|ella|su|sus)(?![\w'])"
)
_SECOND_SUBJECT = _rx(r"^(?:you|u|du|tu|vous|tú|usted)(?![\w'])|^[你您]")
_PREFERENCE = _rx(
    r"^(?:i(?:'d|\s+would)\s+(?:like|prefer|love)|i\s+(?:want|prefer|need)|ich\s+(?:möchte|hätte"
    r"|will|bevorzuge)|je\s+(?:préfère|veux|voudrais)|j'aimerais|quiero|prefiero|me\s+gustaría"
    r"|我(?:希望|喜欢|想要|更喜欢|偏好))"
)
_RESPONSE_STYLE = _rx(
    r"(?<![\w'])(?:answer|answers|reply|replies|respond|response|responses|write|speak|talk|call\s+me"
    r"|address\s+me|refer\s+to\s+me|use|format|units?|metric|imperial|celsius|fahrenheit|language"
    r"|english|french|spanish|german|chinese|japanese|portuguese|italian|formal|informal|concise"
    r"|brief|short|emoji|markdown|bullet|tone|remind\s+me|tell\s+me|ask\s+me|give\s+me|my\s+name"
    r"|nickname|pronouns?|antwort\w*|sprich|schreib\w*|nenn\w*\s+mich|duz\w*|sieze\w*|réponds"
    r"|répond\w*|réponse|appelle[-\s]moi|parle\w*|écris|tutoie\w*|vouvoie\w*|respond\w*|contest\w*"
    r"|respuesta|llámame|llamame|háblame|hablame|escríbeme|escribime|trátame|tratame|tutéame|dime"
    r"|回答|回复|叫我|称呼|用中文|用英文|说中文|说英文"
    r"|答えて|呼んで|話して|使って|書いて)(?![\w'])"
)
_CALL_ME = _rx(
    r"(?<![\w'])(?:call\s+me|address\s+me|refer\s+to\s+me|nenn\w*\s+mich|appelle[-\s]moi|llámame"
    r"|叫我|称呼我|稱呼我|と呼んで)(?![\w'])"
)
# A first-person object that is a task, not a fact ("send me the file", "帮我订票").
_TASK_ME = _rx(
    r"(?<![\w'])(?:send|give|show|tell|help|email|text|get|bring|write|make|find|buy)\s+me(?![\w'])"
    r"|帮我|幫我|给我|給我|告诉我|告訴我|替我"
)
_REMIND_ME = _rx(r"(?<![\w'])remind\s+me(?![\w'])|提醒我")
_ALWAYS = _rx(
    r"(?<![\w'])(?:always|never|every\s+time|each\s+time|whenever|in\s+(?:all|every|each)\s+"
    r"(?:your\s+)?(?:answers?|responses?|replies|messages?|chats?|conversations?)|all\s+the\s+time"
    r"|at\s+all\s+times|from\s+now\s+on|going\s+forward|in\s+(?:the\s+)?future|immer|jedes\s+mal"
    r"|toujours|chaque\s+fois|siempre|cada\s+vez|总是|總是|一直|永远|每次|以后|これから|いつも|毎回)(?![\w'])"
)
# Action objects: "remember to X", "n'oublie pas de X", "no olvides llamar", "记得带伞".
_ACTION = {
    "en": _rx(r"^to\s"),
    "de": _rx(r"(?:\bzu\s+\w+|\w+zu\w+en)\s*$"),
    "fr": _rx(
        r"^(?:de|d')\s*(?:(?:me|m'|te|t'|le|la|les|lui|leur|nous|vous|bien|toujours|ne\s+pas)\s*)*"
        r"\w+(?:er|ir|re)(?!\w)"
    ),
    "es": _rx(r"^(?:de\s+)?(?!que)\w+(?:ar|er|ir)(?:lo|la|los|las|me|te|se|nos|le|les)?(?!\w)"),
    "zh": _rx(r"^(?!我|咱|你|他|她|它|这|那|這)"),
    "ja": _rx(r"^(?!)"),
}
# Japanese "don't forget" before a verb in its plain form is an errand ("見出しを太字にするの
# (を)忘れないで"); a state ("…に住んでるの", "…持っていること") is a fact.
_JA_ERRAND = _rx(r"(?:(?<![てでいれらあ])る|[うくぐすつぬぶむ])(?:の|こと)?$")
_COMPLEMENTIZER = _rx(r"^(?:that|dass|daß|que|qu'|de\s+que|daran,?\s*dass|dran,?\s*dass)(?=\s|$|')")
# Japanese marks a clause object at its end: "…こと", "…の", "…って".
_NOMINALISER = _rx(
    r"(?:こと|ってこと|ということ|っていうの|の|って|だと|と)$"
    r"|(?<=[\u3040-\u30ff\u3400-\u9fff])(?:てる|でる|ている|でいる|た|だ|ない|です|ます)$"
)


def _clausal(raw_lower: str) -> bool:
    """The object is a clause ("that I'm vegan", "dass …", "ベジタリアンだってこと")."""
    return bool(_COMPLEMENTIZER.match(raw_lower) or _NOMINALISER.search(raw_lower))


_STATEMENT_VERB = _rx(
    r"(?<![\w'])(?:is|are|am|was|were|have|has|had|will|can|can't|cannot|do|don't|doesn't|does"
    r"|did|didn't|won't|need|want|like|love|hate|prefer|live|work|use|go|get|got|call|called"
    r"|named|eat|drink|speak|own|study|play|bin|ist|sind|habe|hab|hat|wohne|arbeite|heiße|mag"
    r"|suis|est|ai|a|sont|habite|travaille|aime|m'appelle|soy|es|estoy|tengo|vivo|trabajo"
    r"|llamo|uso|odio|prefiero)(?![\w'])|'m|'s|'re|'ve|是|在|叫|有|喜欢|不|住|要|会|对|過敏|过敏|です|だ|ます"
)
_NOUN_PHRASE = _rx(
    r"^(?:my|our|mein\w*|unser\w*|mon|ma|mes|notre|nos|mi|mis|nuestr\w+)\s+\S+(?:\s+\S+)?$"
    r"|^我的.{1,4}$|^(?:things|stuff|everything|anything|what|how|that|this|it|dinge|alles|des"
    r"|choses|tout|cosas|todo|东西|事情|什么)(?![\w'])"
)
_WH = _rx(
    r"^(?:what|which|how|anything|things|stuff|something|some\s+things|everything|was|wie|dinge|sachen"
    r"|etwas|quoi|ce\s+que|des\s+choses|qué|lo\s+que|cosas|algo)(?![\w'])"
    r"|什么|哪些|哪|多少|东西|內容|内容"
)
# Addressees: "kids", "hijo", "宝贝", or a capitalised name on its own.
# First words of a short clause that make it no vocative: the speaker's own ("Mein Plan, …",
# "Mon régime ?", "Mi idea"), and discourse words.
_NOT_VOCATIVE = _alternatives(
    "I|My|We|Our|Remember|Thanks|Please|Ok|Okay|Btw|Mein|Meine|Meinen|Meinem|Meiner|Unser|Unsere"
    "|Mon|Ma|Mes|Notre|Nos|Mi|Mis|Nuestro|Nuestra|Nuestros|Nuestras"
)
_ADDRESSEE = _rxi(
    r"^(?:(?:my\s+)?(?:kids?|guys|everyone|everybody|folks|buddy|mate|pal|dude|bro|sis|man|hon|honey"
    r"|sweetie|babe|baby|love|dear|team|friends?|children|sweetheart|darling|son|girl|boy|champ"
    r"|kiddo|little\s+one|mom|mum|dad|grandma|grandpa)"
    r"|(?:mi\s+)?(?:hijo|hija|campeón|campeona|cariño|corazón|amigo|amiga|amor|vida|cielo|rey|reina"
    r"|niña|niño|chicos|chicas|niños|mija|mijo|tío|tía|mamá|papá|guapa|guapo)"
    r"|chérie?|mon\s+(?:grand|chéri|cœur|coeur|amour|ange|petit|vieux|pote|fils|cher)"
    r"|ma\s+(?:belle|chérie|grande|puce|petite|fille|chère)|les\s+(?:enfants|amis|gars|copains)|mec"
    r"|maman|papa|(?:mein\s+|meine\s+)?(?:schatz|liebling|kleine[rs]?|süße[rs]?|lieber|liebe)|kinder"
    r"|leute|alter|mama|digga"
    r"|宝贝|宝宝|孩子们|孩子|亲爱的|兄弟|姐妹|朋友们|同学们|儿子|女儿|老婆|老公|大家|各位|老铁"
    r"|[小老阿][\u4e00-\u9fff]{1,2}"
    r"|(?!.*(?:私|僕|俺|うち))(?:.{0,8}(?:みんな|みなさん|皆さん|皆様)|[^、。\s]{1,6}(?:さん|くん|ちゃん))"
    r"|お前|君)$"
)
# What a capability question asks about ("…之前的对话吗", "…これまでの会話").
_GENERIC_END = _rx(
    r"(?:东西|東西|内容|內容|事情|对话|對話|聊天记录|信息|会話|内容|情報|こと全部|things|stuff|conversations?"
    r"|chats?|everything|anything)\s*$|^(?:何|どこ|いつ|誰|どんな)"
)
_ASK_RX = _rx(_ASK)
_ASK_PREFIX = _rxi(rf"(?:{_ASK})(?:\s+please)?\s+")
# A request frame split by the marker ("I would ask that, in future, you …", "je vous saurais
# gré, à l'avenir, d'éviter …") is joined again before it is taken off.
_WANT_PREFIX = _rxi(rf"(?:{_WANT})(?:\s+please)?\s*(?:(?<=\s)|(?<='))")
# … or leaves its infinitive marker: "(je vous saurais gré), à l'avenir, d'éviter …".
_INFINITIVE_MARK = _rxi(r"(?:de\s+|d')(?=[^\W\d_]+(?:er|ir|re)(?![\w']))")
_PRONOUN_SUBJECT = _rx(
    r"^(?:that|this|it|those|these|das|dies|es|ça|cela|ce|c'|eso|esto|ello|那个|那條|那条|之前那条"
    r"|这个|それ|その(?:情報|件|こと|話)?|あれ)(?:\s+(?:que|qui|which|that|was|was\s+ich)\b.*)?$"
)
# (after a preposition "l'" is an article: "garde à l'esprit", "note de l'info")
_CLITIC_END = re.compile(
    r"[áéíóú]\w*(?:lo|la|los|las)$|'s$|[-](?:le|la|les)$|(?<!à\s)(?<!a\s)(?<!de\s)l'\w+$"
)


def _lower(text: str) -> str:
    lowered = text.lower()
    if len(lowered) != len(text):  # "İ" lowers to two characters; keep offsets aligned
        lowered = "".join(ch.lower()[0] for ch in text)
    return lowered


# Full-width ASCII variants map one-to-one onto ASCII, the typographic apostrophe onto
# "'" (phones type "don’t"), line separators onto "\n" and invisible characters onto a
# space, so the patterns see one form while slices of the original keep the user's text.
_FOLD = (
    {chr(0xFF01 + i): chr(0x21 + i) for i in range(94)}
    | {"\u3000": " ", "\u2028": "\n", "\u2029": "\n", "\x85": "\n", "\r": "\n", "\u2019": "'"}
    # An arrow after a request points at what follows, as a colon does ("save this pls → …",
    # "メモしといてほしい→ 夫は…").
    | {"\u2192": ":", "\u21d2": ":"}
    | dict.fromkeys(map(chr, [*range(0x200B, 0x2010), *range(0x202A, 0x202F), 0xFEFF]), " ")
)
_FOLDABLE = re.compile("[" + "".join(map(re.escape, _FOLD)) + "]")
_HEAD_LIMIT = 2000


def _fold(text: str) -> str:
    for char in set(_FOLDABLE.findall(text)):
        text = text.replace(char, _FOLD[char])
    # (a typed mark first: most messages have one, and it is one character-class scan)
    if _TYPED_MARK.search(text) is None and _SPOKEN_HINT.search(text.lower()) is not None:
        text = _dictated_marks(text)
    return text


# Dictation: speech-to-text that did not turn spoken punctuation into marks leaves the
# words ("… in Graz wohne Punkt und …", "… Deansgate comma I go …", "…过敏句号以后…").
# Read as the mark (padded with spaces, so offsets hold), they end the clause and the
# statement, as a typed mark would. Only in a message with no typed mark of its own (a
# dictated line has none), and never where the word is a noun with a determiner or a
# complement ("the comma", "en punto", "le point de vue", "Punkt 8 Uhr", "画上句号").
_SPOKEN_MARK = re.compile(
    r"(?<=[^\W\d_])\s+(?:full\s+stop|period|comma|punkt|komma|point|virgule|punto|coma)"
    r"(?=\s|$)|(?<=[^\W\d_])(?:句号|句號|句点|句點|逗号|逗號|逗点|逗點)"
    r"|(?<=[\u4e00-\u9fff0-9])てん(?=[\u4e00-\u9fff\u30a0-\u30ff])|(?<=[すたねよ])まる$",
    re.IGNORECASE,
)
_TYPED_MARK = re.compile(r"[.,;!?。，、！？]")
_SPOKEN_HINT = re.compile(
    "full stop|period|comma|punkt|komma|point|virgule|punto|coma|句号|句號|句点|句點|逗号|逗號"
    "|逗点|逗點|てん|まる"
)
_SPOKEN_NOT_AFTER = _alternatives(
    "the|a|an|my|your|this|that|one|no|any|each|per|der|die|das|den|dem|des|ein|eine|einen"
    "|einem|einer|kein|keinen|zum|am|im|beim|jeder|jeden|diesen|diesem|le|la|un|une|au|du"
    "|ce|mon|ton|son|à|en|ni|el|su|mi|tu|al|del|cada|ese|este"
    # Evaluative and ordinal adjectives make a noun of it: "a good point", "ein wichtiger
    # Punkt", "le dernier point", "el último punto".
    "|good|main|key|important|valid|fair|first|last|next|whole|wichtiger|wichtige|wichtigen"
    "|guter|letzter|letzten|nächster|nächsten|erster|ersten|bon|grand|petit|premier|dernier"
    "|prochain|buen|último|primer|próximo|siguiente"
)
_SPOKEN_NOT_BEFORE = re.compile(
    r"\s*(?:(?:of|de|du|des|del|von|vom|der|di|is|was|ist|war|est|es|era|fue)(?![\w'])|d'|[0-9]"
    r"|y\s+coma)",
    re.IGNORECASE,
)
_MARK_OF = {"full stop": ".", "period": ".", "punkt": ".", "point": ".", "punto": "."}


def _dictated_marks(text: str) -> str:
    """``text`` (with no typed mark) with its spoken punctuation words read as marks, offsets
    kept."""
    chars = list(text)
    for found in _SPOKEN_MARK.finditer(text):
        start, end = found.span()
        word = " ".join(found.group().split()).casefold()
        if word.isascii():
            before = text[:start].split()
            if before and before[-1].casefold() in _SPOKEN_NOT_AFTER:
                continue
            if _SPOKEN_NOT_BEFORE.match(text, end):
                continue
            mark = _MARK_OF.get(word, ",")
        elif word[0] in "句ま":
            if text[start - 1] in "个個上了的":
                continue
            mark = "。"
        else:
            mark = "，" if word[0] == "逗" else "、"
        chars[start:end] = mark + " " * (end - start - 1)
    return "".join(chars)


# Spelling: chat misspells the very words a directive hangs on ("rember", "frget",
# "vergis", "souvien", "acuerdate", "わすれないで", "記住"). Each is rewritten to the standard
# word before the forms are matched, with an offset map back to the user's text, so the
# forms list standard spellings only and a statement is still sliced from what the user
# wrote. The misspellings are generated, not listed: every single-letter slip (a letter
# dropped, doubled or swapped with its neighbour, never the first one) and the unaccented
# spelling of each word below, less the slips that are words of their own ("forge"); plus
# a few attested spellings further than one slip away.
_RESPELT_WORDS = (
    "remember remembering forget forgetting vergiss souviens souvenez"
    " rappelle retiens oublie oublies oubliez recuerda recuérdalo recuérdame acuérdate olvida olvídate"
    " olvídalo apúntalo anótalo bórralo"
)
_NOT_SLIPS = frozenset(("forge", "foret"))
_ATTESTED = {
    "rember": "remember",
    "remembah": "remember",
    "rmbr": "remember",
    "4get": "forget",
    "4got": "forget",
    "vergiß": "vergiss",
    "vergis": "vergiss",
    "merks": "merk's",
    "oubli": "oublie",
    "q": "que",
    # Kana spellings of the Japanese verbs, and Chinese homophones typed by pinyin input.
    "わすれ": "忘れ",
    "おぼえ": "覚え",
    "记主": "记住",
    "纪住": "记住",
    # Synonyms, colloquial and regional forms of the verbs, read as a verb the forms know
    # (the statement is still sliced from what the user wrote). Spanish voseo imperatives:
    "tomá": "toma",
    "anotá": "anota",
    "apuntá": "apunta",
    "borrá": "borra",
    "guardá": "guarda",
    "olvidá": "olvida",
    "olvidate": "olvídate",
    "recordá": "recuerda",
    "acordate": "acuérdate",
    "acordáte": "acuérdate",
    "eliminá": "borra",
    "elimina": "borra",
    "elimine": "borre",
    "podés": "puedes",
    "podes": "puedes",
    "tenés": "tienes",
    "unlearn": "forget",
    "entferne": "lösche",
    "vermerke": "notiere",
    "vermerk": "notier",
    "entfern": "lösch",
    "chu": "je suis",
    "chuis": "je suis",
    # Texting contractions of the words around a directive verb, in every Latin-script
    # language: the subject and verb the statement opens on ("jsuis", "g" for "j'ai"),
    # a verb and its pronoun run together ("merkdir", "brauchste") or a letter dropped
    # where the slips do not reach (the first syllable: "merkn", "acuerdat", "verges").
    "jsuis": "je suis",
    "jsui": "je suis",
    "chui": "je suis",
    "g": "j'ai",
    "jai": "j'ai",
    "merkn": "merken",
    "merkdir": "merk dir",
    "merkdirs": "merk dir's",
    "verges": "vergiss",
    "vergess": "vergiss",
    "brauchste": "brauchst du",
    "kannste": "kannst du",
    "acuerdat": "acuérdate",
    "acuerdat3": "acuérdate",
    "xfa": "por favor",
    "porfa": "por favor",
    "enlève": "efface",
    "enlever": "effacer",
    "raye": "efface",
    "rayer": "effacer",
    # Japanese: keeping a note, putting in mind, saving, taking off.
    "控えといて": "メモしといて",
    "控えておいて": "メモしておいて",
    "インプットしといて": "覚えといて",
    "インプットしておいて": "覚えておいて",
    "念頭に置いてね": "覚えておいてね",
    "考慮してください": "覚えておいてください",
    "考慮して": "覚えておいて",
    "念頭に置いておいて": "覚えておいて",
    "念頭に置いてください": "覚えておいてください",
    "念頭に置いてほしい": "覚えておいてほしい",
    "念頭に置いてもら": "覚えておいてもら",
    "念頭に置いていただ": "覚えておいていただ",
    "念頭においといて": "覚えといて",
    "念頭に置いといて": "覚えといて",
    "頭に入れておいて": "覚えておいて",
    "頭に入れといて": "覚えといて",
    "記憶しといて": "覚えといて",
    # Idioms of engraving a thing in one's mind: "肝に銘じて", "頭に叩き込んで"; of taking
    # account of it: "含んでおいて", "把握しておいて", "承知しておいて", "留意して".
    "含んでおいて": "覚えておいて",
    "含んどいて": "覚えといて",
    "把握しておいて": "覚えておいて",
    "把握しといて": "覚えといて",
    "承知しておいて": "覚えておいて",
    "承知しといて": "覚えといて",
    "留意して": "覚えて",
    "肝に銘じておいて": "覚えておいて",
    "肝に銘じといて": "覚えといて",
    "肝に銘じて": "覚えて",
    "頭に叩き込んでおいて": "覚えておいて",
    "頭に叩き込んどいて": "覚えといて",
    "頭に叩き込んで": "覚えて",
    "記憶しておいて": "覚えておいて",
    "記憶してて": "覚えてて",
    "保存しといて": "メモしといて",
    "保存しておいて": "メモしておいて",
    "登録しといて": "メモしといて",
    "登録しておいて": "メモしておいて",
    "記録しといて": "メモしといて",
    "記録しておいて": "メモしておいて",
    "忘れんなよ": "忘れるなよ",
    # The blunt plain imperatives of an annoyed speaker ("いい加減覚えろ", "覚えとけよ").
    "覚えろ": "覚えて",
    "覚えとけ": "覚えといて",
    # "Don't lose sight of it": "そこは見失わないでください".
    "見失わないで": "忘れないで",
    "忘れんな": "忘れるな",
    "長期記憶に入れといて": "メモしといて",
    "長期記憶に入れておいて": "メモしておいて",
    "記憶に入れといて": "メモしといて",
    "記憶に入れておいて": "メモしておいて",
    "記憶に残しといて": "メモしといて",
    "記憶に残しておいて": "メモしておいて",
    "外していい": "消していい",
    # Keigo and indirect requests read as the plain request ("…ていただけますでしょうか").
    # The て-form is kept as written: "覚えておいていただけますか" must not gain a second
    # "おいて".
    "ていただけますでしょうか": "てもらえますか",
    "ていただけませんでしょうか": "てもらえますか",
    "ていただけますか": "てもらえますか",
    "ていただくことは可能でしょうか": "てもらえますか",
    "ていただくことはできますか": "てもらえますか",
    "ていただきたいです": "てほしいです",
    "ていただきたい": "てほしい",
    # … and the requests phrased as how much it would help or please ("覚えておいてもらえると
    # 助かります", "覚えといてくれたら嬉しい").
    "てもらえると助かります": "てください",
    "てもらえたら助かります": "てください",
    "てもらえると嬉しいです": "てください",
    "てくれると助かります": "てください",
    "てくれると助かる": "てください",
    "てくれたら嬉しいです": "てください",
    "てくれたら嬉しい": "てください",
    "てくれると嬉しいです": "てください",
    "てもらってもいいですか": "てもらえますか",
    "てもらってもいい": "てもらえる",
    "なの忘れ": "なのを忘れ",
    "って言った記憶を": "ことを記憶から",
    "と言った記憶を": "ことを記憶から",
    "外しといて": "消しといて",
    "外しておいて": "消しておいて",
    # Chinese: a note, a memory noun written in English or with "long-term", erasing.
    "备注一下": "记一下",
    "备注下": "记一下",
    "到memory": "到记忆",
    "进memory": "进记忆",
    "进长期记忆": "进记忆",
    "到长期记忆": "到记忆",
    "记着点": "记着",
    # Cantonese, read after the fold to simplified: "記低" (note down), "唔好" (don't),
    # "唔使/唔駛/唔洗" (no need), "唔好唔記得" (don't forget), "刪咗(佢)" (delete (it)),
    # "嗰" (that).
    "记低": "记下",
    "唔好唔记得": "别忘了",
    "咪唔记得": "别忘了",
    "唔好": "不要",
    "唔使": "不用",
    "唔驶": "不用",
    "唔洗": "不用",
    "删咗佢": "删了吧",
    "删咗": "删了",
    "忘咗佢": "忘掉它",
    "嗰条": "那条",
    "嗰个": "那个",
    "嗰件事": "那件事",
    # "Put it on your heart": "放在心上", "记在心上".
    "放在心上": "记在心里",
    "心里有个数": "记住",
    "记到小本本上": "记下来",
    "记在心上": "记在心里",
    # Chat Chinese: "哈" for "下" after a verb ("帮我记哈"), a doubled verb said once
    # ("记住记住！", "删删删").
    "记哈": "记下",
    "记住记住": "记住",
    "删删删": "删掉",
    "删了删了": "删了",
    # A topic pointer before "you": "这个你要记住" is "这个要记住".
    "这个你要记": "这个要记",
    "这点你要记": "这点要记",
    "这个你得记": "这个得记",
    "这个你记": "这个记",
    "清掉": "删掉",
    "划掉": "删掉",
    "抹了吧": "删了吧",
    # The whole register range of the verbs: literary and formal ("切莫忘记", "烦请记取",
    # "お忘れなきよう", "くださいませ"), colloquial ("存一下", "当没听过", "なかったことに"),
    # and the forms a learner produces ("记得住", "覚えるして").
    "切莫忘记": "千万别忘记",
    "切勿忘记": "千万别忘记",
    "莫忘": "别忘了",
    "记取": "记住",
    "谨记": "记住",
    "牢记": "记住",
    "记得住": "记住",
    "存一下": "记一下",
    "存下来": "记下来",
    "删去": "删掉",
    "当没听过": "忘了",
    "当我没说过": "忘了",
    "当我没说": "忘了",
    "写入长期记忆": "记到记忆",
    "写进长期记忆": "记到记忆",
    "写入记忆": "记到记忆",
    "お忘れなきよう": "忘れないでください",
    "お忘れなく": "忘れないでください",
    "くださいませ": "ください",
    "覚えるして": "覚えて",
    "覚えるしといて": "覚えといて",
    "留意しといて": "覚えといて",
    # Business keigo: "お含みおきください", "ご記憶いただけますと幸いです", "ご留意ください".
    "お含みおきいただ": "覚えておいていただ",
    "お含みおきくださ": "覚えておいてくださ",
    "お含みおき願います": "覚えておいてください",
    "お含みおきのほど": "覚えておいてください",
    "お含み置きいただ": "覚えておいていただ",
    "お含み置きくださ": "覚えておいてくださ",
    "ご記憶いただ": "覚えておいていただ",
    "ご記憶くださ": "覚えておいてくださ",
    "ご留意くださ": "覚えておいてくださ",
    "留意しておいて": "覚えておいて",
    "心に留めといて": "覚えといて",
    "心に留めておいて": "覚えておいて",
    "なかったことにして": "忘れて",
    "取り消して": "消して",
    "話消して": "話を消して",
    "件消して": "件を消して",
    "ほしいんだけど": "ほしいんだけど、",
    # Spoken fillers carry nothing: they are dropped before the forms are matched.
    "えーっと": "",
    "えーと": "",
    "えっと": "",
    "えー": "",
    "あのー": "",
    "あのう": "",
    "うーん": "",
    "嗯": "",
    "呃": "",
    # Texting spellings and fillers in the Latin-script languages.
    "uh": "",
    "uhh": "",
    "uhm": "",
    "umm": "",
    "erm": "",
    "äh": "",
    "ähm": "",
    "ähh": "",
    "öhm": "",
    "ehm": "",
    "euh": "",
    "euhh": "",
    "rmb": "remember",
    "remem": "remember",
    "mtn": "maintenant",
    "agendalo": "anótalo",
    "agéndalo": "anótalo",
    "agendá": "anota",
    "tacha": "borra",
    "tachá": "borra",
    "táchalo": "bórralo",
    "hinterleg": "merk dir",
    "hinterlege": "merk dir",
    "vormerken": "merken",
    "festhalten": "merken",
    "notieren": "merken",
}
# Phrases read as a phrase the forms know: a pointer saved or stored ("save that", "speicher
# das", "enregistre-le"), a memory frame ("what you know about" → "the info about"),
# request frames, separable and reflexive German verbs, French and Spanish frames of
# taking into account. Each is a regular expression on the lower-cased text, at word edges.
# A clause mark after a word just before: the phrase follows something the speaker said.
_AFTER_WORDS = r"(?:(?<=\w[,;.!:]\s)|(?<=\w\s[—–-]\s)|(?<=\w[—–-]\s)|(?<=\w\s[—–-]))"
_PHRASES: tuple[tuple[str, str], ...] = (
    (r"keep\s+track\s+of\s+(?=(?:this|that|it|these)\b)", "remember "),
    (
        r"(?:save|store|log|record)(?=\s+(?:this|that|it)\s*(?:for\s+later|for\s+(?:the\s+)?future"
        r"|for\s+next\s+time|too|as\s+well|please|pls|instead|over\s+the\s+old\s+\w+)?\s*(?:[.!:;,]|$))",
        "remember",
    ),
    (
        r"(?:just\s+)?so\s+(?:you|u)\s+(?:remember|know\s+for\s+(?:the\s+future|later|next\s+time))"
        r"(?=\s*[.!]*\s*$)",
        "remember that",
    ),
    (r"(?:what|everything|anything|all)\s+(?:that\s+)?(?:you|u)\s+know\s+(?=about\b)", "the info "),
    (r"note\s+for\s+(?:the\s+)?future(?:\s+reference)?", "note for later"),
    (r"would\s+it\s+be\s+possible\s+(?:for\s+you\s+)?to", "could you"),
    (
        r"i\s+(?:was|am|'m)\s+wondering\s+if\s+you\s+(?:might|could|would|can)(?:\s+be\s+able\s+to)?",
        "could you",
    ),
    (r"präg(?:e)?\s+dir\s+(?:(?:das|dies|bitte|gut)\s+)*ein", "merk dir"),
    (
        r"(?:speicher(?:e|'s)?|sicher(?:e)?)(?=\s+(?:das|dies|es)\s*(?:bitte|für\s+später)?\s*(?:[.!:;,]|$))",
        "merk dir",
    ),
    (r"speicher's|speichers(?=\s*(?:[.!:;,]|$))", "merk dir das"),
    # The separable particle goes with the verb: "speicher das ab", "sichere das bitte ab".
    (
        r"(?:speicher(?:e)?|sicher(?:e)?)\s+(?:das|dies|es)(?:\s+bitte)?\s+ab(?=\s*(?:[.!:;,]|$))",
        "merk dir das",
    ),
    (r"merk\s+(?:da|dir)\s+des", "merk dir das"),
    (r"(?:freundlich|lieb|nett|gut),?\s+(?:dir|sich)\s+zu\s+merken", "freundlich und merk dir"),
    (r"(?:dir|sich)\s+(?:zu\s+)?(?:notieren|aufschreiben)", "dir merken"),
    (
        r"(?:fürs\s+nächste\s+mal|für\s+später|für\s+die\s+zukunft|bitte)\s+(?:merken|vormerken"
        r"|speichern|notieren|festhalten)(?=\s*:)",
        "merk dir",
    ),
    (
        r"füg(?:e)?\s+(?:zu|in)\s+(?:deinem|deinen|dein)\s+(?:gedächtnis|erinnerungen|speicher)\s+hinzu",
        "speicher in deinem gedächtnis",
    ),
    (
        r"neuer\s+eintrag\s+(?:für|in)\s+(?:deine|dein)\s+(?:erinnerungen|gedächtnis|speicher)",
        "neue erinnerung",
    ),
    (r"streich(?:e)?\s+(?=das\s+mit\b)", "lösch "),
    (r"weg\s+damit", "lösch das"),
    (r"note[-\s]toi|notez[-\s]vous", "retiens"),
    (r"(?:tiens|tenez|tenir)\s+compte\s+(?:du\s+fait\s+)?(?=qu)", "retiens "),
    (
        r"(?:enregistre|sauvegarde|mémorise)[-\s](?:le|la|ça|cela)(?=\s*(?:[.!,;]|$|pour|stp|svp|s'il))",
        "note-le",
    ),
    (r"(?:supprime|efface|enlève|retire|oublie)\s+(?:le|ce)\s+truc\s+comme\s+quoi", "oublie que"),
    (
        r"(?:l'histoire|le\s+truc)\s+(?:de|sur|avec)\s+|la\s+partie\s+(?:de|sur|avec)\s+"
        r"(?=(?:mon|ma|mes|moi)\s)",
        "l'info sur ",
    ),
    (
        # (not after "zur Info", a header of reference: "zur Info für alle weiteren Gespräche:")
        r"(?<!info\s)(?<!information\s)"
        r"f(?:ü|ue)r\s+alle\s+(?:künftigen|zukünftigen|weiteren|kommenden|nächsten)\s+(?:antworten|chats"
        r"|gespräche|unterhaltungen)",
        "ab jetzt",
    ),
    (
        r"pour\s+(?:toutes\s+)?(?:tes|vos|les|nos)\s+(?:prochaines|futures)\s+(?:réponses|conversations"
        r"|discussions)",
        "désormais",
    ),
    (
        r"para\s+(?:todas\s+)?(?:tus|sus|las|nuestras)\s+(?:respuestas\s+futuras|futuras\s+(?:respuestas"
        r"|conversaciones|charlas)|próximas\s+(?:respuestas|conversaciones|charlas)|conversaciones\s+futuras)",
        "de ahora en adelante",
    ),
    (r"(?:considera|considere|considerá)(?=\s+que\b)", "ten en cuenta"),
    (r"(?:quedar(?:te)?|quédate)\s+con\s+(?:el|ese|este)\s+dato\s+de\s+que", "recordar que"),
    (r"eso\s+de\s+que", "lo de que"),
    (r"la\s+info(?:rmación)?\s+(?:de|sobre)\s+", "lo de "),
    # Register: literary and formal request frames read as the plain request ("je vous prie
    # de bien vouloir", "le ruego que", "Bitte notieren Sie"), texting and learner forms
    # ("in ur memory", "please to remember", "you must remembering"), idioms of keeping and
    # dropping ("keep that on file", "scrap that", "fais une croix dessus").
    (r"ur(?=\s+(?:memory|mind|notes|records|brain)\b)", "your"),
    (
        r"keep\s+(?:this|that|it)\s+(?:in\s+(?:your|ur)\s+(?:mind|records|files|notes|head)"
        r"|on\s+(?:file|record))",
        "keep that in mind",
    ),
    (
        r"it\s+would\s+(?:please\s+me|be\s+appreciated)\s+if\s+you\s+(?:kept|keep|would\s+keep)"
        r"\s+(?:this|that|it)\s+(?:in\s+(?:your|ur)\s+(?:records|memory|mind|notes)|on\s+(?:file|record))",
        "keep that in mind",
    ),
    (r"(?:don'?t|do\s+not|never)\s+lose\s+track\s+of(?:\s+the\s+fact)?", "don't forget"),
    (r"don'?t\s+you\s+(?:dare|ever)\s+forget", "don't forget"),
    (r"ni\s+se\s+te\s+ocurra\s+olvidar(?:te)?", "no olvides"),
    (r"ne\s+t'avise\s+pas\s+d'oublier", "n'oublie pas"),
    # "Take into account" is "keep in mind", in every language.
    (
        r"(?:take\s+into\s+account|factor\s+in|account\s+for)(?=\s+(?:that|the\s+fact\s+that)\s)",
        "keep in mind",
    ),
    (
        # ("beachte, dass …" is "note that …", a remark on the work as often as not)
        r"(?:berücksichtige|berücksichtigen\s+sie)(?=(?:\s+bitte)?\s*,?\s*da(?:ss|ß)\s)",
        "merk dir",
    ),
    (r"(?:prends|prenez)\s+en\s+compte(?=\s+(?:que|qu'|le\s+fait))", "retiens"),
    (r"(?:toma|tome|tomá)\s+en\s+cuenta(?=\s+(?:que|el\s+hecho))", "ten en cuenta"),
    (r"(?:please\s+)?note\s+(?:that|this|it)(?=\s*[.!]*\s*$)", "remember that"),
    # Striking out a pointer after what the speaker said ("I play chess — strike that");
    # at the start of a message "scratch that, I meant …" corrects the message itself.
    (
        rf"{_AFTER_WORDS}(?:scrap|ditch|scratch|strike|drop|toss)(?=\s+(?:that|this)\s*(?:[.!,;:—–-]|$))"
        r"|(?:scrap|ditch|scratch|strike|drop|toss)(?=\s+(?:that|this)\s*[.!]*\s*$)",
        "forget",
    ),
    (
        rf"{_AFTER_WORDS}cross\s+(?:that|this|it)\s+(?:out|off)(?=\s*(?:[.!,;:—–-]|$))",
        "forget that",
    ),
    # German: "streich das", "nimm das raus" on a pointer.
    (
        rf"{_AFTER_WORDS}(?:streich(?:e)?|nimm)\s+(?:das|dies|es)(?:\s+(?:raus|heraus|weg))?"
        r"(?=\s*(?:[.!,;:—–-]|$))",
        "lösch das",
    ),
    (
        r"(?:please|pls|plz)\s+(?:to\s+)?remember(?:ing|ed|s)|(?:please|pls|plz)\s+to\s+remember",
        "please remember",
    ),
    (r"(?:must|should)\s+remember(?:ing|ed|s)", "must remember"),
    (
        r"(?:(?<=bitte\s)(?:speichern|notieren|festhalten|vormerken)(?:\s+sie)?"
        r"|(?:speichern|notieren|merken|vormerken|festhalten)\s+sie(?:\s+sich)?)(?=\s*[,:]|\s+(?:das|dies|diese|dass)\b)",
        "merk dir",
    ),
    (
        r"(?:das\s+)?bitte\s+(?:merken|vormerken|festhalten|notieren|speichern)(?=\s*[.!]*\s*$)",
        "merk dir das",
    ),
    (r"(?:schmeiß|schmeiss)\s+(?:den|das|die|es|ihn)\s+raus", "lösch das"),
    (
        r"je\s+vous\s+(?:prie|prierai|prierais|demande|demanderai|demanderais)\s+(?:de\s+bien\s+vouloir\s+"
        r"|de\s+|d')",
        "veuillez ",
    ),
    (r"ne\s+point\s+oublier", "ne pas oublier"),
    (r"enregistre(?=\s+que\b)", "note"),
    (r"consigne[rz]?(?=\s+(?:que|qu'|le|la|ça|cela)\b)", "note"),
    (r"(?:à|a)\s+(?:garder|retenir)(?:\s+en\s+(?:tête|mémoire))?(?=\s*[.!]*\s*$)", "retiens ça"),
    (r"(?:c'est\s+)?(?:à|a)\s+noter(?=\s*[.!]*\s*$)", "note ça"),
    (r"(?:ça\s+)?tu\s+le\s+notes?(?=\s*[.!]*\s*$)", "note-le"),
    (r"tu\s+oublies(?=\s*[.!]*\s*$)", "oublie"),
    (r"fais\s+une\s+croix\s+(?:dessus|là-dessus)", "oublie ça"),
    (r"le\s+(?:ruego|rogaría|suplico)\s+que", "le pido que"),
    (r"(?:tómalo|tomalo)\s+en\s+cuenta", "tenlo en cuenta"),
    (r"(?:(?<=tener\s)|(?<=ten\s)|(?<=tenga\s)|(?<=tené\s))en\s+mente", "en cuenta"),
    # A request not to forget, and keeping in the back of one's head: "can you please not
    # forget that …", "könntest du im Hinterkopf behalten, dass …".
    (r"(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?not\s+forget", "can you remember"),
    (
        r"(?<!mehr\s)(?<!nicht\s)(?<!länger\s)(?:im\s+(?:hinter)?kopf|im\s+gedächtnis|in\s+erinnerung)"
        r"\s+behalten",
        "dir merken",
    ),
    # A question in the indicative is a request: "Merkst du dir bitte, dass …?"; so is a
    # formal "würden Sie berücksichtigen, dass …".
    (r"merkst\s+du\s+dir", "kannst du dir merken"),
    (r"(?<=\s)berücksichtigen(?=\s*,?\s*da(?:ss|ß)\s)", "dir merken"),
    # Idioms of keeping in mind, read as the plain verb in every language: "don't let it
    # slip your mind", "schreib dir das hinter die Ohren", "halt fest, dass …", "mets-toi
    # ça dans la tête", "grave-toi ça", "prends-en note", "tiens-en compte", "tenlo en
    # mente", "que no se te pase", "grábate que …", "quédate con que …".
    (r"(?:don'?t|do\s+not|never)\s+let\s+(?:it|this|that)\s+slip\s+your\s+mind", "don't forget"),
    (r"mark\s+down(?=\s+(?:that|this)\b)", "note"),
    (r"schreib(?:e)?\s+dir\s+(?:(?:das|dies|bitte|gut)\s+)*hinter\s+die\s+ohren", "merk dir das"),
    (
        r"halt(?:e)?\s+(?:(?:das|dies|es|bitte)\s+)+fest(?=\s*(?:[.!,;:]|$))"
        r"|halt(?:e)?\s+(?:bitte\s+)?fest(?=\s*,?\s*da(?:ss|ß)\s)",
        "merk dir das",
    ),
    (
        r"(?:mets|mettez)[-\s](?:toi|vous)\s+(?:bien\s+)?(?:ça|cela|le|ceci)\s+(?:bien\s+)?dans\s+"
        r"(?:la\s+tête|le\s+crâne)|(?:grave|gravez)[-\s](?:toi|vous)\s+(?:bien\s+)?(?:ça|cela|le|ceci)"
        r"(?:\s+dans\s+(?:la\s+tête|le\s+crâne|la\s+mémoire))?",
        "retiens ça",
    ),
    (r"(?:prends|prenez)[-\s]en\s+note|(?:tiens|tenez)[-\s]en\s+compte", "note-le"),
    (r"(?:tenlo|tenla|téngalo|téngala)\s+en\s+mente", "tenlo en cuenta"),
    (r"que\s+no\s+se\s+te\s+pase(?:\s+por\s+alto)?", "no olvides"),
    # Not losing sight of: "perds pas de vue que …", "no pierdas de vista que …", "verlier
    # nicht aus den Augen, dass …".
    (r"(?:ne\s+)?(?:perds|perdez)\s+pas\s+de\s+vue", "n'oublie pas"),
    (r"no\s+(?:pierdas|pierda)\s+de\s+vista", "no olvides"),
    (r"verlier(?:e)?\s+(?:(?:das|dies|bitte)\s+)*nicht\s+aus\s+den\s+augen", "vergiss nicht"),
    (r"(?:grábate|grabate|grábese)(?=\s+(?:que|esto|eso|bien)\b)", "recuerda"),
    # A rule the user set, named as such after a verb of dropping, points back like "eso":
    # "te pedí que me contestaras en inglés, olvida esa norma".
    (
        r"(?:(?<=olvida\s)|(?<=olvide\s)|(?<=olvidar\s)|(?<=borra\s)|(?<=borrar\s)"
        r"|(?<=quita\s)|(?<=elimina\s))"
        r"(?:esa|esta)\s+(?:norma|instrucción|instruccion|regla|petición|peticion|indicación"
        r"|preferencia)(?=\s*(?:[,.;!]|$))",
        "eso",
    ),
    # Keeping as an idiom of the mind: "que se te quede grabado", "grábatelo".
    (
        r"que\s+(?:se\s+)?te\s+quede\s+(?:bien\s+)?grabad[oa](?=\s+que\b)",
        "que recuerdes",
    ),
    (
        r"que\s+(?:se\s+)?te\s+quede\s+(?:bien\s+)?grabad[oa](?!\s+que\b)"
        r"|grábatelo|grabatelo|grábatela|grabatela",
        "recuérdalo",
    ),
    (r"(?:quédate|quedate)\s+con(?=\s+que\b)", "recuerda"),
    # … also after a modal ("¿te puedes quedar con que …?"), and the indicative as a request
    # when politeness follows ("Recuerdas esto por favor").
    (r"(?:te\s+)?(?:puedes|podrías|podés)\s+quedar(?:te)?\s+con(?=\s+que\b)", "puedes recordar"),
    (r"recuerdas(?=\s+(?:esto|eso)\s*,?\s*por\s+favor)", "recuerda"),
    # A verb-final infinitive of storing after a modal: "kannst du das in dein Gedächtnis
    # aufnehmen?", "… ins Gedächtnis schreiben".
    (
        r"(?<=\s)(?:das|dies|es)\s+(?:in\s+(?:dein(?:en|em|e)?|das|den)|ins)\s+(?:gedächtnis|speicher"
        r"|langzeitgedächtnis)\s+(?:aufnehmen|schreiben|eintragen|packen|legen|übernehmen|speichern)",
        "dir das merken",
    ),
    # "…. Bitte behalte das." after a statement (at the start, "behalt das" keeps a thing).
    (
        rf"{_AFTER_WORDS}(?:bitte\s+)?behalt(?:e)?\s+(?=(?:das|dies)(?:\s+bitte)?\s*(?:[.!,;:]|$))",
        "merk dir ",
    ),
    # Taking into account, on a pointer: "tómalo en consideración", "no lo pases por alto",
    # "prends-le en compte", "fais-en une note", "berücksichtige das", "mach dir eine
    # Notiz", "pack dir das in den Kopf".
    # ("con[s]ideración": the phrase is looked up by "tómalo"/"tenlo", not by the "cons…"
    # words that fill English text)
    (r"(?:tómalo|tomalo|tenlo|tómala|tenla)\s+en\s+con[s]ideración", "tenlo en cuenta"),
    (r"no\s+(?:lo|la)\s+pases\s+por\s+alto", "no lo olvides"),
    (r"hazte\s+una\s+nota(?:\s+mental)?", "toma nota"),
    (
        r"(?:prends|prenez)[-\s](?:le|la)\s+en\s+compte|(?:prends|prenez)\s+ça\s+en\s+compte",
        "retiens-le",
    ),
    (r"(?:fais|faites)[-\s]en\s+une\s+note", "note-le"),
    (
        r"(?:berücksichtige|berücksichtigen\s+sie)\s+(?=(?:das|dies)\s*(?:bitte)?\s*(?:[.!,;:]|$))",
        "merk dir ",
    ),
    (r"mach\s+dir\s+(?:eine|ne|'ne)\s+notiz", "merk dir das"),
    (r"pack\s+dir\s+(?:das|dies)\s+in\s+den\s+kopf", "merk dir das"),
    # Impersonal and idiomatic negated forgetting: "il ne faut pas oublier que …", "…, faut
    # pas l'oublier", "no se te vaya a olvidar que …".
    (r"(?:il\s+)?(?:ne\s+)?faut\s+pas\s+oublier", "n'oublie pas"),
    (r"(?:il\s+)?(?:ne\s+)?faut\s+pas\s+l'oublier", "ne l'oublie pas"),
    (r"no\s+se\s+te\s+vaya\s+a\s+olvidar", "no olvides"),
    (r"no\s+(?:te\s+)?vayas\s+a\s+olvidar(?:te)?", "no olvides"),
    # "pretend I never said it": "haz como si no te hubiera dicho lo de …"
    (r"haz\s+como\s+si\s+no\s+te\s+(?:hubiera|hubiese)\s+(?:dicho|contado|comentado)", "olvida"),
    # Keeping as holding on to: "quédate con esto: …", "quiero que te quedes con que …",
    # "métete en la cabeza que …" (not "quédate con el cambio": only a pointer or a clause).
    (r"(?:quédate|quedate)\s+con(?=\s+(?:esto|eso|este\s+dato|esta\s+info|que)(?!\w))", "recuerda"),
    (r"(?:quédese|quedese)\s+con(?=\s+(?:esto|eso|este\s+dato|esta\s+info|que)(?!\w))", "recuerde"),
    (r"te\s+quedes\s+con(?=\s+(?:esto|eso|este\s+dato|esta\s+info|que)(?!\w))", "recuerdes"),
    (r"(?:métete|metete)\s+en\s+la\s+cabeza", "recuerda"),
    # Conditional frames take the past subjunctive ("it would be great if you remembered
    # that …", "it'd help if you kept in mind …"), and knowing for good is remembering ("I
    # want you to know long-term", "dass du dauerhaft weißt", "que tu saches une fois pour
    # toutes", "im Kopf behältst").
    (r"(?<=if\s)(?:you|u)\s+remembered", "you could remember"),
    (r"(?<=if\s)(?:you|u)\s+kept\s+in\s+mind", "you could keep in mind"),
    (
        r"know\s+(?:long[-\s]term|permanently|for\s+good|going\s+forward|from\s+now\s+on)"
        r"|(?:long[-\s]term|permanently)\s+know",
        "remember",
    ),
    (r"(?:dauerhaft|für\s+immer)\s+weißt|(?:im\s+(?:hinter)?kopf)\s+behältst", "dir merkst"),
    (r"(?:dauerhaft|für\s+immer)\s+wissen", "dir merken"),
    (r"saches\s+(?:une\s+fois\s+pour\s+toutes|pour\s+toujours|définitivement)", "retiennes"),
    (r"sepas\s+(?:para\s+siempre|de\s+una\s+vez)", "recuerdes"),
    # Modal and desiderative frames take every verb of keeping, not only the core one:
    # the infinitive after a modal ("das kannst du dir abspeichern", "kannst du das
    # behalten?", "tu peux l'enregistrer", "puedes guardarlo", "deberías recordarlo",
    # "you can save that") and the subjunctive after "que" with its clitic ("quiero que lo
    # guardes", "il faut que tu t'en souviennes", "j'aimerais que tu le gardes en
    # mémoire") are read as the plain pointer form the forms know. A verb of storing
    # counts only on a pointer that ends its clause or runs on into a time frame ("tu
    # peux l'enregistrer en PDF ?" is a task).
    (
        r"(?:das|dies|es)\s+(?:kannst|darfst|solltest|musst|könntest)\s+du\s+(?:dir\s+)?"
        r"(?:(?:gern(?:e)?|ruhig|bitte|auch|gleich|mal|dauerhaft|für\s+später|für\s+immer)\s+)*"
        r"(?:abspeichern|speichern|behalten|aufschreiben|vormerken)(?=\s*(?:[.!?,;:]|$))",
        "das kannst du dir merken",
    ),
    (
        r"(?:kannst|könntest|würdest)\s+du\s+(?:dir\s+)?(?:(?:das|dies|es|bitte|mal)\s+)+"
        r"(?:(?:gern(?:e)?|dauerhaft|für\s+später|für\s+immer)\s+)*"
        r"(?:abspeichern|speichern|behalten|aufschreiben|vormerken)(?=\s*(?:[.!?,;:]|$))",
        "kannst du dir das merken",
    ),
    (
        r"(?:(?:il\s+faut|il\s+faudrait|j'aimerais|je\s+voudrais|je\s+veux|je\s+souhaite|j'ai\s+besoin"
        r"|ce\s+serait\s+(?:bien|super|top|génial)|il\s+est\s+important)"
        r"\s+que\s+(?:tu|vous)\s+)(?:t'en|vous\s+en)\s+(?:souviennes|souveniez|rappelles|rappeliez)",
        "tu dois t'en souvenir",
    ),
    (
        r"(?:(?:il\s+faut|il\s+faudrait|j'aimerais|je\s+voudrais|je\s+veux|je\s+souhaite|j'ai\s+besoin"
        r"|ce\s+serait\s+(?:bien|super|top|génial)|il\s+est\s+important)"
        r"\s+que\s+(?:tu|vous)\s+)(?:l'|le\s+|la\s+)\s*(?:retiennes|reteniez|mémorises|notes|notiez"
        r"|enregistres|conserves|gardes\s+(?:en\s+(?:tête|mémoire)|à\s+l'esprit))",
        "tu dois le retenir",
    ),
    (
        r"(?:l'enregistrer|(?:le|la)\s+(?:enregistrer|conserver|sauvegarder|mémoriser|garder\s+en\s+(?:tête"
        r"|mémoire)))(?=\s*(?:[.!?,;:]|$|pour\s+(?:toutes|tous|les|nos|la\s+suite|plus\s+tard|l'avenir"
        r"|la\s+prochaine)|s'il|stp|svp|une\s+fois\s+pour\s+toutes))",
        "le noter",
    ),
    (
        # (not after "no": "no quiero que lo recuerdes" lets go, it is the release form's)
        r"(?<!no\s)(?:(?:quiero|me\s+gustar[íi]a|necesito|te\s+pido|prefiero|es\s+importante"
        r"|ser[íi]a\s+(?:bueno|genial|ideal|útil|importante)"
        # (the other wishes, and knowing for good: "quisiera que lo sepas para siempre")
        r"|(?:ser[íi]a|estar[íi]a)\s+(?:bien|perfecto|mejor)|me\s+(?:vendr[íi]a|ir[íi]a)\s+bien"
        r"|me\s+encantar[íi]a|quisiera|querr[íi]a|preferir[íi]a|(?:te|le)\s+agradecer[íi]a(?:\s+mucho)?"
        # (a purpose of its own after the statement: "…, (te lo digo) para que lo tengas en cuenta")
        r"|(?:(?:te|se)\s+lo\s+(?:digo|cuento|comento|explico)\s+)?para)\s+"
        # (the exhortative "que" opening its clause: "…, que lo sepas para siempre")
        r"|(?<=[,;:.!¡]\s)|^)que\s+"
        r"(?:lo|la)\s+(?:recuerdes|guardes|apuntes|anotes|memorices|registres|recordaras|recordases"
        r"|guardaras|apuntaras|anotaras|(?:sepas|supieras)\s+(?:para\s+siempre|de\s+una\s+vez)"
        r"|(?:tengas|tuvieras|tuvieses)\s+(?:siempre\s+)?(?:en\s+cuenta|presente))",
        "recuérdalo",
    ),
    (
        r"(?:(?:tú\s+)?(?:puedes|podrías|podrias|puede|podría|deberías|deberias|debes|debería"
        r"|tienes\s+que|tenés\s+que)\s+)(?:recordar|guardar|apuntar|anotar|memorizar|registrar"
        r"|tener)(?:lo|la)(?:\s+(?:siempre\s+)?(?:en\s+cuenta|presente))?"
        r"(?=\s*(?:[.!?,;:]|$|para\s+(?:siempre|todas|todos|el\s+futuro|más\s+adelante|la\s+próxima"
        r"|las\s+próximas|nuestras|tus)|por\s+favor|porfa))",
        "recuérdalo",
    ),
    (
        r"(?:(?:i\s+think\s+)?you\s+(?:can|could|should|may|might\s+want\s+to|ought\s+to))\s+"
        r"(?:remember|save|store|keep|note)(?=\s+(?:that|this|it)\s*(?:[.!?,;:]|$|for\s+"
        r"(?:future|later|next|the\s+future|all|any)))",
        "remember",
    ),
    (
        r"(?:hang|hold)\s+on(?:\s+to|to)(?=\s+(?:this|that|it)\s*(?:[.!?,;:]|$|for\s+"
        r"(?:future|later|next|the\s+future|all|any)|please|pls))"
        r"|(?:hang|hold)\s+on(?:\s+to|to)\s+the\s+fact(?=\s+that\s)"
        r"|retain(?=\s+(?:that|this|the\s+fact)\s)",
        "remember",
    ),
    (r"file\s+(?:this|that|it)\s+away", "remember that"),
    # Dictation runs its clauses together: a connective before a directive verb ends the
    # clause before it ("… ps5 so yeah remember that", "… Büro also merk dir das").
    (
        r"(?:so\s+yeah|so|yeah\s+so|and\s+so|anyway|also|alors|donc|voilà|pues|así\s+que"
        r"|asi\s+que|y\s+eso)\s+(?=(?:remember|forget|note|keep|save|merk|vergiss|denk|retiens|souviens"
        r"|oublie|note|recuerda|olvida|anota|apunta|anótalo|apúntalo"
        # (Spanish verbs with their clitics: "así que apúntatelo", "entonces tenlo en cuenta")
        r"|apúntatelo|anótatelo|recuérdalo|acuérdate|tenlo|ten\s+en\s+cuenta|guárdalo"
        r"|guárdatelo|memorízalo|bórralo|olvídalo)\b)",
        ", ",
    ),
)
# Spanish registers: clitic, ustedes, formal and code-switched verbs (:mod:`agents.directive_es_registers`).
_PHRASES += _ES_REGISTER_PHRASES
# en/de/fr registers and regional forms (:mod:`agents.directive_lat_registers`).
_PHRASES += _LAT_REGISTER_PHRASES


def _slips(word: str) -> set[str]:
    bare = "".join(
        ch for ch in unicodedata.normalize("NFD", word) if unicodedata.category(ch) != "Mn"
    )
    found = {bare}
    for i in range(1, len(word)):
        found.add(word[:i] + word[i + 1 :])
        found.add(word[:i] + word[i] + word[i:])
        if i + 1 < len(word):
            found.add(word[:i] + word[i + 1] + word[i] + word[i + 2 :])
    return {slip for slip in found if len(slip) >= 5} - {word}


_RESPELL: dict[str, str] = {}
for _word in _RESPELT_WORDS.split():
    for _slip in _slips(_word) - _NOT_SLIPS:
        _RESPELL.setdefault(_slip, _word)
_RESPELL |= _ATTESTED
_LATIN_SLIPS = sorted((w for w in _RESPELL if _is_latin(w)), key=len, reverse=True)
_CJK_SLIPS = sorted((w for w in _RESPELL if not _is_latin(w)), key=len, reverse=True)
_LATIN_SLIP_SET = frozenset(_LATIN_SLIPS)
_RESPELL_KEYS = frozenset(w[:_KEY] for w in _LATIN_SLIPS)
# Each phrase's rarest word: a message with none of them is not searched for a phrase.
_PHRASE_WORDS = (
    "track save store record log remember know note possible wondering präg präge speicher"
    " speichere speicher's speichers sichere merk merken notieren aufschreiben hinzu eintrag"
    " streich streiche damit note-toi notez compte enregistre enregistre-le enregistre-la"
    " sauvegarde sauvegarde-le mémorise mémorise-le truc l'histoire partie considera considere"
    " considerá dato eso info información antworten gespräche unterhaltungen chats réponses"
    " conversations discussions respuestas conversaciones charlas mind records file track ur"
    " lose scrap ditch scratch strike drop toss remembering account factor berücksichtige"
    " berücksichtigen prends prenez toma tome tomá dare ocurra t'avise cross nimm"
    " remembered remembers speichern notieren merken festhalten vormerken schmeiß schmeiss"
    " consigne prie prierai prierais demande demanderai demanderais point enregistre garder retenir noter"
    " notes oublies croix ruego rogaría suplico tómalo tomalo mente yeah anyway alors donc"
    " voilà pues así asi eso quede grábatelo grábatela olvida olvidar olvide borra borrar"
    # (round 7: the rare words of the modal, desiderative and idiomatic frames)
    " abspeichern behalten souviennes souveniez rappelles rappeliez retiennes reteniez"
    " mémorises notiez enregistres gardes enregistrer l'enregistrer conserver sauvegarder"
    " mémoriser"
    " recuerdes guardes apuntes anotes registres tuvieras tuvieses recordar guardar apuntar"
    " anotar registrar hang hold retain forget"
    " merkst kept long-term permanently dauerhaft behältst saches sepas oublier l'oublier"
    " olvidar slip mark ohren fest mets grave gravez prends-en"
    " prenez-en tiens-en tenlo tenla téngalo téngala pase grábate grábese quédate"
    " pases hazte prends-le prenez-le notiz kopf aufnehmen eintragen behalt"
    " recordaras recordases guardaras quédate quedate quédese quedese quedes métete metete"
    " vayas hubiera hubiese"
    # (round 11, es: a purpose or an exhortative "que" on a pointer: "…, para que lo tengas
    # en cuenta", "…, que lo tengas presente")
    " cuenta presente"
    " perds perdez pierdas pierda verlier verliere quedar recuerdas"
) + _LAT_REGISTER_WORDS
_PHRASE_WORDS += _ES_REGISTER_WORDS  # (:mod:`agents.directive_es_registers`)
_PHRASE_KEYS = frozenset(word[:_KEY] for word in _PHRASE_WORDS.split())
# Each phrase is searched only when one of its rare words' keys is among the message's.
_PHRASE_BY_KEY: dict[str, list[tuple[re.Pattern[str], str]]] = {}
for _rx_source, _canonical in _PHRASES:
    # No look-behind first: the regex engine then skips ahead to the phrase's first letters.
    # A phrase may end on an elision ("je vous prie d'"): the word after it is glued on.
    _compiled = re.compile(rf"(?:{_rx_source})(?:(?<=\s)|(?<=')|(?![\w']))")
    for _key in {w[:_KEY] for w in _PHRASE_WORDS.split() if w in _rx_source}:
        _PHRASE_BY_KEY.setdefault(_key, []).append((_compiled, _canonical))
# "…, ¡grábatelo!": a phrase word glued to "¡" or "¿" (:mod:`agents.directive_es_marks`)
_PHRASE_BY_KEY |= _es_marked(_PHRASE_BY_KEY)
_PHRASE_KEYS |= frozenset(_PHRASE_BY_KEY)


def _word_char(char: str) -> bool:
    return char.isalnum() or char in "_'"


def _phrases(lowered: str, keys: AbstractSet[str]) -> list[tuple[int, int, str]]:
    """The phrases of ``_PHRASES`` in ``lowered``: (start, end, canonical)."""
    found: list[tuple[int, int, str]] = []
    # By identity: a compiled pattern's hash is computed over its whole program each time.
    seen: set[int] = set()
    for key in keys & _PHRASE_KEYS:
        for pattern, canonical in _PHRASE_BY_KEY.get(key, ()):
            if id(pattern) not in seen:
                seen.add(id(pattern))
                found.extend(
                    (m.start(), m.end(), canonical)
                    for m in pattern.finditer(lowered)
                    if m.start() == 0 or not _word_char(lowered[m.start() - 1])
                )
    return found


_GATE_KEYS = (
    _KEYS | _RESPELL_KEYS | _PHRASE_KEYS
)  # a message none of whose words has one is no directive
_RESPELL_CJK = re.compile("|".join(map(re.escape, _CJK_SLIPS)))
# A word as the respeller sees it ("4get", "merks", "don't").
_TOKEN = re.compile(r"[\w'’&]+")


def _misspelt(words: list[str]) -> bool:
    """Whether a word whose prefix is a misspelling's is one ("remember" shares its
    prefix with "remeber"; "souvien-toi" holds "souvien")."""
    return any(
        not _LATIN_SLIP_SET.isdisjoint(_TOKEN.findall(word))
        for word in words
        if word[:_KEY] in _RESPELL_KEYS
    )


# Traditional characters read as simplified, one for one, so the Chinese forms list one
# script; only in text without kana (Japanese writes many of the same characters).
_TRADITIONAL = (
    "記记憶忆說说別别刪删這这條条個个後后從从開开們们嗎吗麼么麽么謝谢關关於于問问讓让過过還还"
    "對对幫帮請请順顺錄录裡里著着無无沒没與与為为會会時时現现寫写來来學学習习歡欢東东話话題题"
    "號号碼码電电買买賣卖車车門门間间聽听見见覺觉長长張张場场點点樣样種种總总數数據据檔档單单"
    "換换轉转讀读認认識识譯译詞词語语誤误設设計计書书畫画應应該该經经歷历實实際际處处變变動动"
    "頭头腦脑氣气節节課课師师醫医藥药飯饭館馆廳厅雞鸡魚鱼鳥鸟馬马龍龙歲岁兒儿媽妈爺爷孫孙親亲"
    "愛爱戀恋離离結结紀纪筆笔網网絡络線线圖图郵邮編编體体驗验標标準准確确證证隨随機机狀状態态"
    "權权價价錢钱貴贵銀银帳帐賬账帶带給给啟启組组織织約约範范圍围規规則则講讲隻只級级團团隊队"
    "輕轻鬆松緊紧廣广簡简萬万義义資资訊讯歸归檢检測测試试調调項项類类錯错備备麗丽飲饮將将專专"
    "業业產产員员務务辦办國国灣湾華华漢汉陽阳風风雲云溫温熱热涼凉燒烧傷伤療疗護护衛卫運运術术"
    "鐘钟錶表舊旧遷迁層层樓楼區区縣县鄉乡鎮镇醬酱麵面餅饼豬猪蝦虾貓猫報报紙纸樂乐劇剧視视頻频"
    "廢废預预訂订購购貨货發发獎奖壞坏難难慣惯觀观幣币雜杂亂乱邊边兩两幾几塊块週周臺台覆复復复"
    "稱称喚唤妳你擇择選选訴诉憶忆負负責责優优麼么飯饭喫吃邊边誰谁嗎吗擁拥總总囉啰喔喔攝摄樣样"
    "慮虑態态寶宝貝贝聯联繫系係系歲岁閱阅讀读問问題题闆板辭辞職职養养寵宠物物狀状況况"
    "註注劃划駛驶薦荐廳厅館馆餐餐飯饭麵面湯汤雞鸡鴨鸭蝦虾魚鱼豬猪牛牛羊羊蔥葱薑姜蘿萝蔔卜醫医療疗師师試试驗验認认證证識识誌志紀纪錄录節节傳传說说話话語语詞词讀读寫写聽听講讲議议論论評评譯译輸输贏赢錢钱銀银貸贷賺赚費费帳帐單单據据號号碼码電电腦脑網网線线機机車车輛辆船船飛飞航航鐵铁路路橋桥樓楼層层廚厨廁厕窗窗門门鎖锁鑰钥匙匙櫃柜燈灯氣气溫温涼凉熱热風风雲云陽阳陰阴頭头臉脸眼眼鏡镜髮发鬍胡頸颈腳脚膚肤體体護护膽胆腸肠腎肾臟脏藥药針针劑剂癥症瘡疮癒愈愛爱戀恋婚婚禮礼節节慶庆親亲戚戚媽妈爸爸爺爷奶奶孫孙嬰婴兒儿孩孩婦妇夫夫妻妻寵宠貓猫"
    "狗狗鳥鸟魚鱼龜龟蟲虫園园藝艺術术畫画樂乐歌歌舞舞劇剧戲戏電电影影視视頻频綜综藝艺節节目目學学校校課课師师習习題题考考試试績绩畢毕業业證证書书讀读寫写筆笔紙纸圖图館馆運运動动球球賽赛隊队員员練练健健身身跑跑騎骑遊游泳泳滑滑雪雪爬爬山山買买賣卖購购訂订貨货送送遞递郵邮寄寄收收貨货款款價价錢钱賬账單单稅税費费開开關关啟启閉闭動动靜静變变換换轉转進进退退過过還还來来去去從从為为與与於于對对時时間间鐘钟點点歲岁週周曆历節节氣气晝昼夜夜早早晚晚東东西西南南北北區区縣县鄉乡鎮镇國国際际陸陆島岛灣湾漢汉華华蘇苏廣广滬沪閩闽贛赣"
)
_T2S = {ord(t): s for t, s in zip(_TRADITIONAL[::2], _TRADITIONAL[1::2], strict=True) if t != s}
_HAS_TRADITIONAL = re.compile("[" + "".join(chr(k) for k in _T2S) + "]")
_KANA = re.compile("[\u3040-\u30ff]")
# Characters too common to tell that a CJK rewrite may apply.
_COMMON_CJK = frozenset("てにをはがのとっなでしいうすかたもるれまだよねおご这个你我是了的要得点")


def _hint_char(slip: str) -> str:
    """A character of ``slip`` rare enough to look for first."""
    return next((ch for ch in slip if ch not in _COMMON_CJK), slip[0])


# One search tells whether any of the CJK normalisations (or full-width folding) applies.
_NORMALISE_HINT = re.compile(
    "["
    + "".join(sorted({*(chr(k) for k in _T2S), *(_hint_char(slip) for slip in _CJK_SLIPS)}))
    + "\uff21-\uff3a\uff41-\uff5a\u2019\u200b-\u200f\u202a-\u202e\ufeff]"
)


def _aligned(word: str, standard: str, start: int, end: int) -> list[int]:
    """Where each character of ``standard`` (rewriting ``word`` at ``start:end``) leads back
    to: a shared beginning and ending one for one, the rewritten middle to where the user's
    differing letters start, and after that to where they end — so a statement that starts
    inside a phrase ("supprime le truc comme quoi" → "oublie que") starts after it, and one
    that ends at an inserted particle ("話消して" → "話を消して") ends before it."""
    size = len(standard)
    low_word, low_standard = word.lower(), standard.lower()
    prefix = 0
    while prefix < min(size, len(word)) and low_word[prefix] == low_standard[prefix]:
        prefix += 1
    suffix = 0
    while (
        suffix < min(size, len(word)) - prefix
        and low_word[len(word) - 1 - suffix] == low_standard[size - 1 - suffix]
    ):
        suffix += 1
    positions = []
    for i in range(size):
        if i < prefix:
            positions.append(start + i)
        elif i >= size - suffix:
            positions.append(end - (size - i))
        elif i == prefix:
            positions.append(start + prefix)
        else:
            positions.append(end - suffix)
    return positions


def _respell(text: str) -> tuple[str, list[int] | None]:
    """``text`` with misspelt directive words in their standard spelling, and the map from
    each position of the result to the user's text (``None`` when nothing changed)."""
    parts: list[str] = []
    back: list[int] = []
    last = 0
    lowered = text.lower()
    found = [
        (m.start(), m.end(), _RESPELL[m.group().lower()])
        for m in _TOKEN.finditer(text)
        if m.group().lower() in _LATIN_SLIP_SET
    ]
    if _elongated_anywhere(lowered):
        found = sorted([*found, *_elongated(lowered)])
    phrases = _phrases(lowered, {w[:_KEY] for w in lowered.split()})
    if phrases:
        found = [f for f in found if not any(s < f[1] and f[0] < e for s, e, _ in phrases)]
        found = sorted([*found, *phrases])
    if not text.isascii():
        cjk = [(m.start(), m.end(), _RESPELL[m.group()]) for m in _RESPELL_CJK.finditer(text)]
        found = sorted([*found, *cjk])
    for start, found_end, canonical in found:
        if start < last:
            continue
        # A filler goes with the spaces and commas after it.
        end = found_end if canonical else _filler_end(text, found_end)
        word = text[start:end]
        standard = canonical[:1].upper() + canonical[1:] if word[:1].isupper() else canonical
        parts.append(text[last:start])
        back.extend(range(last, start))
        parts.append(standard)
        back.extend(_aligned(word, standard, start, end))
        last = end
    if not parts:
        return text, None
    parts.append(text[last:])
    back.extend(range(last, len(text) + 1))
    return "".join(parts), back


_FILLER_TAIL = frozenset(" \t,、，")
# Elongated words ("pleeease", "rememberrr", "vergisssss"): a letter written three times or
# more is read once, or twice when only that makes a word a directive hangs on.
_ELONGATION_LETTERS = "abcdefghijklmnopqrstuvwxyzäöüßéèêàçíóúñ"
_ELONGATION = re.compile(f"([{_ELONGATION_LETTERS}])\\1\\1")
# Whether a message has a letter three times in a row, for the whole message: the same
# answer as ``_ELONGATION.search``, from an automaton of the triples in a quarter of the
# instructions (re tries the back-reference at every letter).
_TRIPLES = AhoCorasick(
    [letter * 3 for letter in _ELONGATION_LETTERS],
    matchkind=MatchKind.LeftmostFirst,
    implementation=Implementation.DFA,
).find_matches_as_indexes


def _elongated_anywhere(lowered: str) -> bool:
    return bool(_TRIPLES(lowered))


_ELONGATED_WORD = re.compile(r"[^\W\d_']*([^\W\d_])\1\1[^\W\d_']*")
_RUN = re.compile(r"([^\W\d_])\1{2,}")
_POLITE_WORDS = frozenset(
    ("please", "pls", "plz", "pleez", "bitte", "porfa", "porfis", "stp", "svp", "so", "okay", "ok")
)


def _filler_end(text: str, end: int) -> int:
    while end < len(text) and text[end] in _FILLER_TAIL:
        end += 1
    return end


def _known(word: str) -> bool:
    return word in _POLITE_WORDS or word in _LATIN_SLIP_SET or word[:_KEY] in _KEYS


def _elongated(lowered: str) -> list[tuple[int, int, str]]:
    """Elongated words of ``lowered`` read as the word they stretch: (start, end, word)."""
    found: list[tuple[int, int, str]] = []
    for match in _ELONGATED_WORD.finditer(lowered):
        word = match.group()
        once = _RUN.sub(r"\1", word)
        twice = _RUN.sub(r"\1\1", word)
        for candidate in (once, twice):
            if _known(candidate):
                found.append((match.start(), match.end(), _RESPELL.get(candidate, candidate)))
                break
    return found


def _stretched(words: list[str]) -> list[str]:
    """``words`` with their elongations read once (for the gate)."""
    return [_RUN.sub(r"\1", w) if _ELONGATION.search(w) else w for w in words]


@dataclass
class _Context:
    """One message as the judges see it. ``original`` (the user's casing), ``probe``
    (folded) and ``lowered`` share offsets; ``user`` is what the user wrote and ``back``
    maps those offsets onto it when a misspelling was rewritten."""

    user: str
    original: str
    probe: str
    lowered: str
    seg: Segmentation
    back: list[int] | None = None
    anchors: list[int] = field(default_factory=list)

    def source(self, start: int, end: int) -> str:
        """The user's own text for the span ``[start, end)``."""
        if self.back is None:
            return self.user[start:end]
        return self.user[self.back[start] : self.back[end]]


def detect_directive(text: str) -> Directive | None:
    """Return the first explicit directive in ``text``, or ``None`` (see the module docstring)."""
    if "*" in text or "_" in text:
        text = _unmarked(text)  # "**Remember:** …" (:mod:`agents.directive_lat_labels`)
    found = _detect(text)
    return None if found is None else _settled(found, text)


def _settled(found: Directive, text: str) -> Directive | None:
    """A found directive checked against the whole message: none when it is kept for this
    conversation only, and its statement with the parenthesis the clause split cut off."""
    if found.action is _REMEMBER and _session_only(text.lower()):
        return None  # "for this conversation only, assume I'm a beginner"
    settled = cjk_settled(found, text) if found.language in ("zh", "ja") else found
    if settled is None:
        return (
            None  # "这次对话里以后都用英文", "以后每天提醒我…" (:mod:`agents.directive_cjk_scope`)
        )
    found = settled
    if found.language in _LAT_ANAPHOR and _not_a_request(
        found.action.value, found.form, found.statement, text
    ):
        return None  # "don't forget you promised me a poem" (:mod:`agents.directive_lat_negatives`)
    if "(" in found.statement or "（" in found.statement:
        closed = _closing_parenthesis(found.statement, text)
        found = found.model_copy(update={"statement": closed})
    return found


# Same-length readings of a frame as the imperative it means: "I'd like you to know that
# …", "mir wäre lieber, du vergisst …" (:mod:`agents.directive_lat_wishes`); "retain the
# following for our future exchanges: …" (:mod:`agents.directive_lat_following`); a
# comment between a fact and its removal read through ("… that I was pregnant. Sadly
# that's no longer the case. Please take it out …"; :mod:`agents.directive_lat_comment`);
# "what you know about me" as the place of memory (:mod:`agents.directive_lat_place`); a
# verb of removal before a clause ("delete that I …"; :mod:`agents.directive_lat_removal`).
_LAT_READINGS = (
    (_WISH_KEYS, _wished),
    (_FOLLOWING_KEYS, _announced_following),
    (_COMMENT_KEYS, _comment_skipped),
    (_COMMENT_KEYS, _memory_place),
    (_COMMENT_KEYS, _clause_removal),
    (_ES_COMMENT_KEYS, _es_comment_skipped),  # "… Eso ya no. Elimina ese dato" (es, round 13)
    (_ES_COMMENT_KEYS, _es_person_pointer),  # "… Borra todo lo que sepas de él" (es, round 13)
    (_ASIDE_KEYS, _aside_skipped),  # "… Ya te lo dije. Apúntalo" (es/fr, round 15)
    (_DICTATED_KEYS, _dictated_pointer),  # "… es sordo y quiero que lo tengas presente"
    # "das sollst du dir für X merken", "remember … ok?", "put it on record that …" (en/de,
    # round 15; :mod:`agents.directive_lat_adjuncts`)
    (_ADJUNCT_KEYS, _adjuncts_read),
)
_LAT_READING_KEYS = frozenset().union(*(keys for keys, _ in _LAT_READINGS))


def _lat_first(text: str, lowered: str, hits: AbstractSet[str]) -> Directive | None:
    """Readings (en/de/fr) that go before the verb rules: a topic named before its removal
    and a learner's word order read as the standard one."""
    if not hits.isdisjoint(_CORRECTION_KEYS):
        # A request to correct what is held stores the new fact, never the deletion of the
        # old one that an "out of date" beside it would name ("Im Verein bin ich nicht
        # mehr, das ist veraltet. Seit Juli bin ich …. Bitte aktualisier das"; en/de,
        # round 15; :mod:`agents.directive_lat_correction`).
        corrected = _correction(text, hits)
        if corrected is not None and corrected.language in ("en", "de"):
            return corrected
    if not hits.isdisjoint(_TOPIC_KEYS) and _opens_on_topic(lowered):
        topic = _topic_first(text)  # "that thing about my ex? delete that"
        if topic is not None:
            return topic
    if not hits.isdisjoint(_LEARNER_KEYS):
        learner = _standard_order(text, lowered)  # "Please you remember …", "Bitte du merkst …"
        if learner is not None:
            return _detect(learner)
    if hits.isdisjoint(_LAT_READING_KEYS):
        return None  # the common case: no verb a reading hangs on
    for keys, reading in _LAT_READINGS:
        if not hits.isdisjoint(keys):
            read = reading(text, lowered)  # the same text with a frame read as the imperative
            found = None if read is None else _detect(read)
            if read is not None and found is not None:
                statement = _in_user_words(found.statement, read, text)
                return found.model_copy(update={"statement": statement})
    return None


def _detect(text: str) -> Directive | None:
    lowered = text[:_HEAD_LIMIT].lower()
    hits: AbstractSet[str] = _key_hits(lowered)
    if not hits and lowered.isascii():
        # The common case: no word starts with a cue and nothing is to be normalised, so
        # only a header ("Note: …") may still be one.
        return _undirected(text, lowered, hits)
    first = _lat_first(text, lowered, hits)
    if first is not None:
        return first
    words = lowered.split()
    # Elongation is looked for only where a cue word is: a stretched verb keeps its prefix.
    stretched = not hits.isdisjoint(_GATE_KEYS) and _elongated_anywhere(lowered)
    if stretched:
        words = _stretched(words)
        hits = _ALL_KEYS.intersection(map(_PREFIX, words))
    if hits and (":" in lowered or "：" in lowered):
        announced = _announcement(text)  # "Enregistre ça quelque part : …" (de/fr/es)
        if announced is not None:
            return announced
    read = _read(text, lowered, words, hits, stretched=stretched)
    if read is None:
        return (
            _undirected(text, lowered, hits)
            or _closing(text, hits)
            or cjk_closing_directive(text, lowered)  # "…，这个你记着点", "…、メモよろしく"
            or _correction(text, hits)  # "Biscuit is a girl!! Fix that in your memory"
            or _release(text, hits)  # "No need to keep tracking my sleep schedule anymore"
            or _told_for_good(text, hits)  # "je te le dis une fois pour toutes, je suis …"
            or _revoked(text, hits)  # "je t'avais demandé de …, laisse tomber cette règle"
        )
    context, candidates = read
    claimed: list[tuple[int, int]] = []
    for verb_at, _, form, match in candidates:
        if any(s <= verb_at < e for s, e in claimed):
            continue
        claimed.extend(_core_spans(match))
        found = _judge(form, match, context)
        if found is not None:
            return found
    return (
        _undirected(text, lowered, hits)
        or _closing(text, hits)
        or cjk_closing_directive(text, lowered)
        or _correction(text, hits)
        or _release(text, hits)
    )


_Candidate = tuple[int, int, Form, re.Match[str]]  # verb position, form order, form, match


def _read(
    text: str, lowered: str, words: list[str], hits: AbstractSet[str], *, stretched: bool = False
) -> tuple[_Context, list[_Candidate]] | None:
    """The message normalised and segmented, with every form's matches in text order;
    ``None`` for the common message with no cue."""
    cues = _cues(lowered, words, hits, stretched=stretched)
    if cues is None:
        return None
    orders, respell, traditional = cues
    user = unicodedata.normalize("NFC", text[:_HEAD_LIMIT])
    # Traditional characters are read as simplified before respelling, one for one, so the
    # respellings list one script; the statement is still sliced from ``user``.
    read = user.translate(_T2S) if traditional else user
    original, back = _respell(read) if respell else (read, None)
    probe = _fold(original)
    low = _lower(probe)
    if low != lowered:
        keys = set(map(_PREFIX, low.split()))
        chars = [] if low.isascii() else _CJK_GATE.findall(low)
        orders = _forms_with_cues(low, _Prefixes(keys=keys), _KEYS.intersection(keys), chars)
    candidates = sorted(
        (
            (_verb_start(match), order, FORMS[order], match)
            for order in orders
            for match in FORMS[order].pattern.finditer(low)
        ),
        key=lambda c: (c[0], c[1]),
    )
    if not candidates:
        return None
    context = _Context(user, original, probe, low, segment(probe), back)
    context.anchors = sorted({c[0] for c in candidates})
    return context, candidates


def _cues(
    lowered: str, words: list[str], hits: AbstractSet[str], *, stretched: bool = False
) -> tuple[set[int], bool, bool] | None:
    """The forms whose cues are present, whether a misspelling is to be respelt and whether
    traditional characters are to be read as simplified; ``None`` when nothing, not even
    normalised, can match."""
    found_keys = hits & _GATE_KEYS if hits else hits
    chars: list[str] = []
    hint = None
    if lowered.isascii():
        if not found_keys:
            return None  # the common case: no cue word at all
    else:
        chars = _CJK_GATE.findall(lowered)
        # Normalising may reveal a cue: traditional characters, a misspelt CJK verb, full width.
        hint = _NORMALISE_HINT.search(lowered)
        if not found_keys and not chars and hint is None:
            return None
    # (No cue word: no prefixes either, so a form with a later cue word cannot pass.)
    prefixes = _Prefixes(words if found_keys else ())
    orders = _forms_with_cues(lowered, prefixes, _KEYS.intersection(found_keys), chars)
    respell = (
        stretched
        or (not _RESPELL_KEYS.isdisjoint(found_keys) and _misspelt(words))
        or (not _PHRASE_KEYS.isdisjoint(found_keys) and bool(_phrases(lowered, found_keys)))
    )
    traditional = False
    if hint is not None:
        traditional = _HAS_TRADITIONAL.search(lowered) is not None and not _KANA.search(lowered)
        respell = respell or (
            _RESPELL_CJK.search(lowered.translate(_T2S) if traditional else lowered) is not None
        )
    if not orders and not respell and not traditional and hint is None:
        return None
    return orders, respell, traditional


class _Prefixes:
    """The ``_KEY``-letter prefixes of a message's words, made when a form first asks: most
    messages with a cue word have no form whose later cue words are all in the text."""

    __slots__ = ("_keys", "_words")

    def __init__(self, words: Sequence[str] = (), *, keys: set[str] | None = None) -> None:
        self._words = words
        self._keys = keys

    def isdisjoint(self, keys: AbstractSet[str]) -> bool:
        if self._keys is None:
            self._keys = set(map(_PREFIX, self._words))
        return self._keys.isdisjoint(keys)


def _forms_with_cues(
    lowered: str, prefixes: _Prefixes, hits: AbstractSet[str], chars: list[str]
) -> set[int]:
    """Indices of the forms whose cue words may all be in ``lowered`` (a superset):
    ``prefixes`` are the first letters of its words, ``hits`` those that are cue keys,
    ``chars`` its CJK index characters."""
    found: set[int] = set()
    if not hits and not chars:
        return found
    if hits:
        for at in {at for at, _, _ in _CUE_MATCHES(lowered, True)}:
            if _CUE_KEYS[at].isdisjoint(hits):
                continue  # in the text, but no word of it starts the way the cue's does
            for index in _BY_CUE[_CUE_LIST[at]]:
                if index not in found and _rest_present(index, prefixes, lowered):
                    found.add(index)
    if chars:
        for char in set(chars):
            for index, cue in _CJK_BY_CHAR[char]:
                if (
                    index not in found
                    and cue in lowered
                    and _rest_present(index, prefixes, lowered)
                ):
                    found.add(index)
    return found


def _rest_present(index: int, prefixes: _Prefixes, lowered: str) -> bool:
    gate = _GATES[index]
    groups = FORMS[index].cues
    return all(
        any(cue in lowered for cue in groups[at]) and not prefixes.isdisjoint(keys)
        for at, keys in enumerate(gate.latin[1:], start=1)
    ) and all(any(cue in lowered for cue in group) for group in gate.cjk[0 if gate.latin else 1 :])


def _captured(match: re.Match[str]) -> bool:
    return "s" in match.re.groupindex and match.start("s") >= 0


def _verb_start(match: re.Match[str]) -> int:
    """Where the directive words start (after a statement that opens a verb-final form)."""
    if _captured(match) and match.start("s") == match.start():
        return match.end("s")
    return match.start()


def _core_spans(match: re.Match[str]) -> list[tuple[int, int]]:
    """The words a match claims: all of it but a captured statement."""
    if _captured(match):
        return [(match.start(), match.start("s")), (match.end("s"), match.end())]
    return [(match.start(), match.end())]


@dataclass(frozen=True, slots=True)
class _Frame:
    """Where a candidate stands: its clause, whether it asks, a statement given already."""

    clause_index: int
    ask: bool
    span: tuple[int, int] | None  # a verb-final statement, or an empty span for a topic pronoun
    topic: bool = False  # ``span`` is a topic the verb takes up with a clitic


@dataclass(frozen=True, slots=True)
class _Located:
    """The statement a directive governs."""

    span: tuple[int, int]
    end_clause: int
    postposed: bool
    question: bool


@dataclass(frozen=True, slots=True)
class _Object:
    """The statement as the filters see it."""

    text: str  # without framing words ("that", "please", trailing thanks)
    lowered: str
    raw_lower: str  # with its framing words ("that I'm vegan", "to call me Sam")
    lang: str
    # The speaker is in it, framing words included ("no nuts in anything you suggest for me"):
    first: bool  # a first-person word ("I", "we", "我", "私")
    singular: bool  # the speaker alone ("I", "my", not "we")


def _judge(form: Form, match: re.Match[str], ctx: _Context) -> Directive | None:
    frame = _frame(form, match, ctx)
    if frame is None:
        return None
    if form.accepts in (STANDING, REFERENCE):
        return _marker_directive(form, match, frame.clause_index, ctx)
    if form.accepts == OUTDATED:
        return _outdated_directive(form, match, frame.clause_index, ctx)
    return _verb_directive(form, match, frame, ctx)


def _frame(form: Form, match: re.Match[str], ctx: _Context) -> _Frame | None:
    """Reject candidates in quotes, code or reported speech, or not opening their clause."""
    seg = ctx.seg
    verb_at = _verb_start(match)
    clause_index = seg.clause_at(verb_at)
    clause = seg.clauses[clause_index]
    if (
        seg.masked(verb_at)
        or clause.code
        or clause.quoted
        or 0 <= clause.speech <= verb_at
        or _dictated(verb_at, ctx)
        or _JA_RELAYED.match(ctx.lowered, match.end()) is not None
        or (form.language in ("zh", "ja") and cjk_not_asked(ctx.lowered, match, verb_at))
    ):
        return None
    ask = (
        form.request
        or ("req" in match.re.groupindex and match.group("req") is not None)
        or _ASK_RX.match(ctx.lowered, match.start()) is not None
        or _asked_before(clause_index, ctx)
    )
    if _captured(match) and match.start("s") == match.start():
        # Verb-final: the statement opens the clause; greetings before it are trimmed.
        start = max(match.start("s"), clause.start)
        end = max(start, match.end("s"))
        lead = _LEAD.match(ctx.lowered, start, end)
        if lead is not None:
            ask = ask or lead.group("ask") is not None
            start = lead.end()
        if form.language == "ja":
            start += ja_adverb_prefix(ctx.lowered[start:end])  # "どうか", "毎回", "記録から"
            previous = ctx.seg.clauses[clause_index - 1] if clause_index > 0 else None
            if (
                start < end
                and previous is not None
                and previous.sentence == clause.sentence
                and ja_reason(ctx.lowered[start:end])
                and (
                    ja_topic(ctx.lowered[previous.start : previous.end])
                    or ja_named_object(ctx.lowered[previous.start : previous.end])
                )
            ):
                start = end  # "アレルギーの件、あれ弟のことだったから消して": the topic is it
        return _Frame(clause_index, ask, (_joined_before(start, clause_index, ctx), end))
    if not form.lead:
        return _Frame(clause_index, ask, None)
    lead = _LEAD.fullmatch(ctx.lowered, clause.start, match.start()) or _VERB_LEAD.fullmatch(
        ctx.lowered, clause.start, match.start()
    )
    if lead is None and (shared := _SHARED_COMPLEMENTIZER.match(ctx.lowered, match.start())):
        # "Te pido que no olvides …": the form's own "que" also closes the request frame.
        lead = _LEAD.fullmatch(ctx.lowered, clause.start, shared.end())
    if lead is not None:
        ask = ask or lead.group("ask") is not None
        gerund = form.name == "imperative" and match.group().rstrip().endswith("ing")
        if gerund and not ask and lead.group("want") is None:
            return None  # "forgetting my keys again": a bare gerund asks nothing
        return _Frame(clause_index, ask, None)
    return _topic_frame(match, clause_index, ask, ctx)


# A verb form that may open on a complementizer ("que no olvides") shares it with a
# request frame that ends on one ("te pido que", "quiero que", "es importante que").
_SHARED_COMPLEMENTIZER = _rx(r"que\s+")


# A clause of its own that asks, before the verb's clause: "Wäre es möglich, dass du dir
# merkst, …?", "Dürfte ich Sie bitten, sich zu merken, …?", "¿Sería posible que …?".
_ASKING_CLAUSE = _rx(
    rf"^(?:{_ASK}|(?:would|is)\s+it\s+(?:be\s+)?possible|(?:wäre|ist)\s+es\s+möglich|geht\s+(?:es|das)"
    r"|(?:dürfte|darf|könnte)\s+ich\s+(?:sie|dich)\s+(?:bitten|darum\s+bitten)|ich\s+bitte\s+(?:sie|dich)"
    r"|(?:est[-\s]ce|serait[-\s]il|est[-\s]il)\s+possible|(?:es|sería|seria)\s+posible"
    r"|(?:wären|wärst|sind|bist)\s+(?:sie|du)\s+so\s+(?:lieb|nett|gut|freundlich)"
    r"|would\s+you\s+be\s+so\s+kind)$"
)


def _asked_before(clause_index: int, ctx: _Context) -> bool:
    seg = ctx.seg
    if clause_index == 0:
        return False
    previous = seg.clauses[clause_index - 1]
    if previous.sentence != seg.clauses[clause_index].sentence:
        return False
    return _ASKING_CLAUSE.match(_trim(ctx.lowered[previous.start : previous.end])) is not None


# A message dictated to someone else before a colon: "text my sister: don't forget …",
# "schreib meinem Mann: …", "dis à ma mère : …", "escríbele a Juan: …", "给我老公发：…",
# "夫にLINE送って：…" — what follows is theirs, not a directive to the assistant.
_DICTATE = _rx(
    r"(?:(?<![\w'])(?:text|message|tell|email|write\s+to|send|dm|reply\s+to|answer)\s+(?:to\s+)?(?:my\s+|the\s+)?"
    r"[^\W\d_]+(?:\s+[^\W\d_]+)?|(?<!\w)(?:schreib|sag|antworte|schick)\w*\s+(?:meine[mnr]?|de[mnr]|ihm|ihr|an)"
    r"\s*[^\W\d_]*|(?<![\w'])(?:dis|écris|réponds|envoie)\w*\s+(?:à|a)\s+[^\W\d_']+(?:\s+[^\W\d_]+)?"
    r"|(?<!\w)(?:dile|escríbele|escribele|mándale|mandale|contéstale|respóndele)\s+(?:a\s+)?[^\W\d_]+"
    r"(?:\s+[^\W\d_]+)?|(?:给|跟|告诉|回复)[^，。！？:：]{1,8}(?:发|说|回)?(?:一句|条消息|个消息|消息)?"
    r"|[^、。！？:：]{1,12}[にへ](?:LINE|ライン|line|メール|メッセージ|返信|連絡)?(?:を)?(?:送って|伝えて|言って|返して))"
    r"\s*[:：]\s*$"
)


# A Japanese directive quoted for someone else: "娘に傘を忘れないでって言っておいて".
# (Checked only right after a match, so it costs nothing on other lines.)
_JA_RELAYED = _rx(
    r"\s*(?:って|と)(?:言って|伝えて|言っといて|伝えといて|言っておいて|伝えておいて|メールして|LINEして"
    r"|line\s*して|言ってあげて|伝えてあげて)"
    # A quotation closed by "、って": "…覚えておいてください、って" is what to tell others.
    r"|[、,]\s*って\s*(?:[。！!]|$)"
    # … or wondered about, not asked for: "どうしたら覚えてくれるのか".
    r"|(?:のか|んだろ|のだろ)"
)


def _dictated(verb_at: int, ctx: _Context) -> bool:
    colon = max(ctx.lowered.rfind(":", 0, verb_at), ctx.lowered.rfind("：", 0, verb_at))
    if colon < 0:
        return False
    head = ctx.original[max(0, colon - 40) : colon + 1].lower()
    return _DICTATE.search(head) is not None


# A Japanese clause ending in a connective form runs on into the next one
# ("私は2型糖尿病で、5人分の料理を作ってるって覚えておいて").
_CONNECTIVE_END = _rx(r"(?:[てで]|[^\W\d_]し)$")
# … unless it asks for work ("記事を要約して、…"): a request of its own, not a premise.
_JA_WORK_REQUEST = _rx(
    r"(?:(?:要約|翻訳|修正|チェック|確認|添削|作成)し|書い|まとめ|作っ|直し|調べ|考え|教え|送っ|描い"
    r"|出し|探し|訳し)て$"
)


def _joined_before(start: int, clause_index: int, ctx: _Context) -> int:
    """Where a statement that opens its clause really starts: earlier clauses of its
    sentence that run on into it are part of it (greetings and vocatives are not)."""
    seg = ctx.seg
    clause = seg.clauses[clause_index]
    if start != clause.start:
        return start
    index = clause_index
    while index > 0:
        previous = seg.clauses[index - 1]
        body = ctx.lowered[previous.start : previous.end]
        if (
            previous.sentence != clause.sentence
            or not _CONNECTIVE_END.search(body)
            or _JA_WORK_REQUEST.search(body)
            or ja_conversation_reason(body)  # "色々相談すると思うので、": why, not what
        ):
            break
        lead = _LEAD.match(ctx.lowered, previous.start, previous.end)
        start = lead.end() if lead is not None else previous.start
        index -= 1
    return start


_SUBJECT_PRONOUN = _rx(
    r"^(?:je|j'|il|elle|on|nous|ils|elles|i|we|he|she|they|ich|er|sie|wir|yo|él|ella|nosotros"
    r"|ellos|ellas)(?![\w'])|^j'"
)
_POLITE_TAIL = _rx(
    r"(?:[\s,，、]*(?:请|請|麻烦你|麻烦|帮我|你|您|please|pls|bitte|por\s+favor|s'il\s+te\s+plaît|stp"
    r"|svp))+$"
)


def _topic_frame(
    match: re.Match[str], clause_index: int, ask: bool, ctx: _Context
) -> _Frame | None:
    """A verb that does not open its clause still counts after a topic it takes up:
    a pronoun ("那条不用留着了", "das kannst du löschen") or a noun phrase resumed by a
    clitic of the verb ("Los horarios de mi hija ya no hace falta que los recuerdes")."""
    clause = ctx.seg.clauses[clause_index]
    # Politeness between the pointer and the verb is no topic ("这个请记住：…").
    topic = _POLITE_TAIL.sub("", _trim(ctx.lowered[clause.start : match.start()]))
    if topic and not _is_pointer(topic) and _is_pointer(cjk_topic(topic)):
        topic = cjk_topic(topic)  # "这一点请一直记着", "この点は覚えておいて"
    if topic and _is_pointer(topic):
        return _Frame(clause_index, ask, (match.start(), match.start()))
    if (
        "pron" in match.re.groupindex
        and match.group("pron")
        and len(topic.split()) >= 2
        and not _SUBJECT_PRONOUN.match(topic)  # "je vais le noter": a subject, no topic
    ):
        lead = _LEAD.match(ctx.lowered, clause.start, match.start())
        start = lead.end() if lead is not None else clause.start
        return _Frame(clause_index, ask, (start, match.start()), topic=True)
    return None


# ---------------------------------------------------------------------------------------
# Verb forms
# ---------------------------------------------------------------------------------------


# What a removal after a retracted or corrected fact points at, by language.
_RETRACTED_SPAN = {"es": _es_retracted_span, "fr": _fr_believed_span}


def _verb_directive(
    form: Form, match: re.Match[str], frame: _Frame, ctx: _Context
) -> Directive | None:
    if form.action is _FORGET and form.name == "imperative" and _forget_it(match, ctx):
        return None
    located = _locate(match, frame, ctx, form_lang=form.language)
    if (
        located is None
        or (located.question and not frame.ask)
        or _retracted(form, match, frame, located, ctx)
    ):
        return None
    span = located.span
    person = None
    if form.action is _FORGET and form.language in _LAT_ANAPHOR:
        # "Pretzel died. Delete what you saved about him" (:mod:`agents.directive_lat_antecedent`)
        person = _person_antecedent(span, ctx.seg, ctx.lowered, ctx.original)
        span = person or span
    if form.action is _FORGET and form.language in _RETRACTED_SPAN and located.postposed:
        # "Te dije que …, al final nada. Olvídalo", "¿Sigues pensando que …? …. Borra eso",
        # "Tu crois toujours que je suis célibataire ? Je suis en couple. Efface ça"
        sentences = [(s.start, s.end) for s in ctx.seg.sentences]
        span = _RETRACTED_SPAN[form.language](span, ctx.lowered, sentences)
    lowered = ctx.lowered[span[0] : span[1]].strip()
    text = _strip_quotes(_strip_complement(ctx.probe[span[0] : span[1]]))
    item = _Object(
        text=text,
        lowered=text.lower(),
        raw_lower=lowered,
        lang=form.language,
        first=_has_user(lowered, form.language),
        singular=_singular(lowered, form.language),
    )
    sentence_asks = ctx.seg.sentences[ctx.seg.clauses[frame.clause_index].sentence].question
    if (
        frame.ask
        and (located.question or sentence_asks)
        and not located.postposed
        and _capability(form, item)
    ):
        return None
    if form.action is _FORGET:
        before = located.postposed or located.span[1] <= _verb_start(match)
        standing = (
            False
            if person is not None
            else _accept_forget(form, item, match, postposed=located.postposed, before=before)
        )
        if standing is None and _ended_object(form, item, span, ctx):
            standing = False  # "vergiss die Dienstreise nach Wien, ist abgesagt"
        if standing is not None and (_resolved(span, ctx) or _replaced(match, ctx)):
            return None
    elif form.accepts == ASSUME:
        # "assume the input is sorted" is the task's premise, not the user's fact.
        standing = False if item.singular else None
    else:
        standing = _accept_remember(form, item, match, located, ctx)
    statement = (
        None
        if standing is None
        else _clean_statement(ctx.source(*span), form.language, forget=form.action is _FORGET)
    )
    if statement is None or standing is None:
        return None
    if form.action is _REMEMBER and form.language in ("de", "fr", "es"):
        statement = _corrected(statement, ctx.lowered)  # "…heißt nicht X, der heißt Y"
    name = "request" if frame.ask and located.question and form.name == "imperative" else form.name
    return Directive(
        action=form.action,
        statement=statement,
        language=form.language,
        form=name + ("+postposed" if located.postposed else ""),
        standing=standing,
    )


# "After all" before a bare forget takes back the last words, it names no memory.
_RETRACT = _rx(r"やっぱり|やっぱ")


def _retracted(
    form: Form, match: re.Match[str], frame: _Frame, located: _Located, ctx: _Context
) -> bool:
    """ "やっぱり忘れて、ただの思いつきだから": taking back what was just said."""
    return (
        form.action is _FORGET
        and located.span[0] >= match.end()
        and _RETRACT.search(
            ctx.lowered, ctx.seg.clauses[frame.clause_index].start, _verb_start(match)
        )
        is not None
    )


_LANGUAGE_OF = {form.pattern: form.language for form in FORMS}
_FORGET_IT = _alternatives("it|about it|all about it|es|ça|ca|le|la|lo|它|吧|了吧|掉吧|它吧")


# Someone else as the one who says (not "我以前说", "之前跟你说": the speaker's own words).
_ZH_REPORTED = _rx(
    r"^\s*(?:我(?:的)?(?:老婆|老公|妈妈?|爸爸?|媽媽?|朋友|同事|老板|老闆|领导|領導|医生|醫生|老师|老師"
    r"|男朋友|女朋友|儿子|兒子|女儿|女兒|哥哥?|姐姐?|弟弟?|妹妹?)|他们|她们|他們|她們|他|她)"
    r"[^，。,.]{0,4}?(?:说|說|讲|講)(?!过|過)"
)


def _forget_it(match: re.Match[str], ctx: _Context) -> bool:
    """ "forget it", "vergiss es", "oublie ça", "olvídalo", "忘了吧": conversation control,
    unless a first-person statement precedes it in its sentence ("Que j'habite à Nantes,
    oublie ça")."""
    seg = ctx.seg
    clause = seg.clauses[seg.clause_at(match.start())]
    rest = _trim(ctx.lowered[match.end() : clause.end])
    if rest not in _FORGET_IT and not match.group().rstrip().endswith(("dalo", "dala")):
        return False
    if _LANGUAGE_OF.get(match.re) == "fr" and _dislocated_after(seg.clause_at(match.start()), ctx):
        return False  # "oublie ça, l'histoire de mon stage": the topic is named after it
    before = [c for c in seg.sentences[clause.sentence].clauses if c.end <= clause.start]
    if not before and clause.sentence > 0 and _LANGUAGE_OF.get(match.re) == "es":
        told = seg.sentences[clause.sentence - 1]
        if _es_told_before(ctx.lowered[told.start : told.end]):
            return False  # "Te dije que …, al final nada. Olvídalo": that fact, not "never mind"
    if not before and clause.sentence > 0:
        # "My plan to learn Greek? Forget it.": a topic raised as a question just before.
        previous = seg.sentences[clause.sentence - 1]
        if previous.question and not _QUESTION_OPENER.match(ctx.lowered, previous.start):
            before = list(previous.clauses)
    # Someone else's words are not the speaker's statement ("我老婆说今年的旅行就别想了，忘了吧").
    before = [c for c in before if not _ZH_REPORTED.match(ctx.lowered[c.start : c.end])]
    return not any(
        _has_user(ctx.lowered[c.start : c.end], "en")
        or _has_user(ctx.lowered[c.start : c.end], _LANGUAGE_OF.get(match.re, "en"))
        for c in before
    )


def _locate(
    match: re.Match[str], frame: _Frame, ctx: _Context, *, form_lang: str = ""
) -> _Located | None:
    """Find the statement: captured, after the verb, or pointed at by a pronoun."""
    seg = ctx.seg
    verb_clause = seg.clause_at(max(match.end() - 1, match.start()))
    clause = seg.clauses[verb_clause]
    if frame.topic and frame.span is not None:
        # ("te lo digo de una vez tengo …, ten eso en cuenta": :mod:`agents.directive_es_preamble`)
        topic = _es_after_preamble(frame.span, ctx.lowered) if form_lang == "es" else frame.span
        return _Located(topic, verb_clause, True, clause.question)
    captured = frame.span
    if captured is None and _captured(match):
        captured = (match.start("s"), match.end("s"))
    captured_text = ctx.probe[captured[0] : captured[1]] if captured is not None else ""
    pronoun = ("pron" in match.re.groupindex and match.group("pron") is not None) or bool(
        _CLITIC_END.search(match.group().rstrip())
    )
    if captured is not None and not pronoun and not _is_pointer(captured_text):
        span = captured
        if form_lang in ("zh", "ja"):
            # "名前はこむぎ…。…名前覚えてて", "…。その前提で覚えといて" (:mod:`agents.directive_cjk_story`)
            sentences = [(s.start, s.end) for s in seg.sentences]
            span = cjk_story_span(ctx.lowered, span, sentences) or span
        if captured[0] > match.start():
            # The object sits inside the form ("save X to memory"): more may follow.
            rest = ctx.probe[match.end() : clause.end]
            if _strip_complement(rest) and not _is_pointer(rest):
                span = (captured[0], clause.end)
            if span[1] >= clause.end:  # the form's own words do not join a later clause
                span, verb_clause = _continue(span, verb_clause, ctx)
        return _Located(span, verb_clause, False, _is_question(ctx, verb_clause, span))
    complement = ctx.lowered[match.end() : clause.end] if match.end() < clause.end else ""
    stripped = _strip_complement(complement)
    following = seg.clauses[verb_clause + 1] if verb_clause + 1 < len(seg.clauses) else None
    if (
        stripped.lower() in _RELATIVE_HEADS
        and following is not None
        and following.sentence == clause.sentence
        and _RELATIVE.match(ctx.lowered, following.start)
    ):
        # "Lösch alles, was du über meinen Ex weißt": the pronoun heads a relative clause.
        span = (match.end(), following.end)
        return _Located(span, verb_clause + 1, False, _is_question(ctx, verb_clause + 1, span))
    pronoun = (
        pronoun
        or _is_pronoun(complement)
        or _PRONOUN_THEN_FRAME.match(complement) is not None
        # "…, so remember that for video call tips": a purpose after a pointer.
        or _POINTER_FOR.match(complement) is not None
        or pointer_then_purpose(complement)  # "remember that so you stop …"
        # "merk dir das endlich", "bear that in mind for …" (:mod:`agents.directive_lat_anaphor`)
        or (
            form_lang in _LAT_ANAPHOR
            and _pointer_adjunct(complement, pointed=_holds_pointer(match.group()))
        )
        or _es_frame_only(complement, match.group())  # "…, tenlo en cuenta cuando te pida planes"
        # "Keep that in mind when recommending stuff": a frame after a captured pointer.
        or (
            captured is not None
            and _is_pointer(captured_text)
            and _FRAME_AFTER.match(complement) is not None
        )
    )
    if not pronoun and stripped and not _is_pointer(stripped):
        span, end_clause = _continue((match.end(), clause.end), verb_clause, ctx)
        span = _before_next_directive(span, ctx)
        return _Located(span, end_clause, False, _is_question(ctx, end_clause, span))
    forward = (
        _is_forward(captured_text)
        or _is_forward(match.group("pron") if "pron" in match.re.groupindex else None)
        or _is_forward(complement)
        or clause.mark in (":", "：", "…")
        # "oublie ça, l'histoire de mon stage": the topic is named after its pointer
        or (form_lang == "fr" and _dislocated_after(verb_clause, ctx))
    )
    empty = not stripped and not pronoun and not _strip_complement(captured_text)
    target = _pointed(verb_clause, ctx, forward=forward, empty=empty)
    if target is None:
        return None
    # "…she loves marzipan. so yeah that's her, keep her in mind" (en/de/fr,
    # :mod:`agents.directive_lat_antecedent`)
    target = _lat_antecedent(target, verb_clause, seg, ctx.lowered, ctx.original, lang=form_lang)
    span, end_clause, postposed = target
    if postposed:
        # "a ver si recuerdas: …, apúntalo" (:mod:`agents.directive_es_preamble`)
        span = _es_after_preamble(span, ctx.lowered) if form_lang == "es" else span
        question = clause.question or seg.clauses[frame.clause_index].question
    else:
        question = _is_question(ctx, end_clause, span)
    return _Located(span, end_clause, postposed, question)


def _dislocated_after(clause_index: int, ctx: _Context) -> bool:
    """The clause after the verb's, in its sentence, is a topic the pointer announces."""
    seg = ctx.seg
    if clause_index + 1 >= len(seg.clauses):
        return False
    clause, following = seg.clauses[clause_index], seg.clauses[clause_index + 1]
    return following.sentence == clause.sentence and _fr_dislocated_topic(
        ctx.lowered[following.start : following.end]
    )


_RELATIVE = _rx(r"(?:was|welche[sn]?|ce\s+que|ce\s+qui|lo\s+que|which|that|que)(?![\w'])")
_RELATIVE_HEADS = _alternatives(
    "everything|all|anything|alles|das|etwas|tout|todo|eso|esto|lo|ça|cela|ceci|tout ça"
)
# "…, so remember that when you suggest activities": "that" is a pronoun when a clause of
# time or condition follows it, not a complementizer.
_PRONOUN_THEN_FRAME = _rx(
    r"\s*(?:that|this|it)\s+(?:(?:when|whenever|while|if|each\s+time|every\s+time)\s+(?:you|u"
    r"|(?:suggest|recommend|plann|answer|writ|giv|help)\w*)|for\s+(?:later|the\s+future|future)"
    r"|next\s+time|in\s+(?:the\s+)?future|going\s+forward|from\s+now\s+on|later|for\s+next\s+time)"
    r"(?![\w'])"
)


_LAT_ANAPHOR = frozenset(("en", "de", "fr"))
_POINTER_FOR = _rx(r"\s*(?:that|this|it)\s+for\s+(?!(?:i|we|my|me)(?![\w']))")
_FRAME_AFTER = _rx(
    r"\s*,?\s*(?:when|whenever|while|if|each\s+time|every\s+time|wenn|sobald|quand|lorsque"
    r"|chaque\s+fois|cuando|siempre\s+que|cada\s+vez)(?![\w'])"
)


def _capability(form: Form, item: _Object) -> bool:
    """A real question about memory ("can you forget things?", "你能记住东西吗")."""
    if _WH.match(item.lowered) and not _DESCRIPTION.search(item.lowered):
        # "Could you forget what I told you about my divorce?" names a memory to drop
        # (:mod:`agents.directive_obsolete`); "can you remember what I told you …" asks.
        return not (form.action is _FORGET and _told_about(item.lowered))
    return (
        form.action is _REMEMBER
        and form.accepts in (SAY, KEEP)
        and not _statement_like(item.text, item.raw_lower, item.lang)
    )


def _accept_forget(
    form: Form, item: _Object, match: re.Match[str], *, postposed: bool, before: bool
) -> bool | None:
    """``False`` (not standing) when the forget object is a memory, ``None`` when not;
    ``before`` when the object stands before the verb (a topic, or postposed)."""
    head, *rest = _FIRST_CLAUSE.split(item.lowered, maxsplit=1)
    head = head.strip()
    if (
        head in _RELATIVE_HEADS
        and rest
        and (_WHAT_YOU_KNOW.match(rest[0].strip()) or _OF_MINE.search(rest[0]))
    ):
        # "alles, was du über meinen Ex weißt", "alles, was meinen Ex betrifft" are the
        # memory itself
        head = item.lowered
    if (
        not item.text
        or _CONTROL.search(item.lowered)
        or _CONTROL.search(item.raw_lower)
        or _CONTROL.search(head)  # "what I asked earlier, new question: …"
        or _PROBLEM.match(item.lowered)
        or _DISMISSED.search(item.lowered)
    ):
        return None
    if not _has_user(head, item.lang) and (_task_word(head) or _PART.match(head)):
        # "Oublie le format, …", "Vergiss das mit der Tabelle", "フォーマットは忘れて", "la
        # partie sur les sources": a piece of the work, not a memory.
        return None
    if form.accepts == RELEASE:
        # Any memory may be let go, not a work artefact ("you can delete the file"); what is
        # tracked must be the speaker's ("stop tracking my calories", not "the shipment").
        tracking = _TRACKING.search(match.group()) is not None
        verdict = item.first or not (
            (tracking and not _has_user(match.group(), item.lang)) or _task_word(item.lowered)
        )
    elif form.accepts == LET_GO and before:
        # "The Spain trip, you can forget it": the user hands the topic over. After the
        # verb the object must be about the user ("you can forget about dinner" is none).
        verdict = item.first or not _task_word(item.lowered)
    elif postposed and _ZH_REPORTED.match(item.lowered):
        verdict = False  # someone else's words: "我老婆说今年的旅行就别想了，忘了吧"
    elif postposed or item.lang == "ja":
        verdict = item.first or (
            item.lang == "ja" and _ja_erasable(form, item, postposed=postposed)
        )
    elif (
        item.lang == "zh"
        and re.search(r"(?<!忘)了[\s。.!！]*$", item.raw_lower)
        # "你可以忘掉我以前的手机号了" gives leave: the 了 is the new situation, no report.
        and not _ZH_LEAVE.search(match.string, max(0, match.start() - 3), match.start())
    ):
        verdict = False  # "忘记我的密码了" is "I forgot my password"
    else:
        verdict = _user_object(item.lowered, item.raw_lower, item.lang)
    return False if verdict else None


_FIRST_CLAUSE = re.compile(r"[,;:，、；：]")
# A possessive of the speaker's in de/fr/es: what a relative clause is about.
_OF_MINE = _rx(r"(?<![\w'])(?:mein\w*|unser\w*|mon|ma|mes|notre|nos|mi|mis|nuestr\w+)(?![\w'])")
# A relative clause of what the assistant knows or keeps about something.
_WHAT_YOU_KNOW = _rx(
    r"(?:was|ce\s+que|lo\s+que|what|that)\s+(?:du|you|u|tu|vous|sabes|sabe|usted)(?![\w'])"
)
# A part of the answer or of the conversation ("the part about sources", "la partie sur").
_PART = _rx(
    r"^(?:the|that|this|la|le|cette|ce|el|la|esa|esta|den|die|das|diesen)\s+(?:part|bit|section|passage"
    r"|partie|passage|bout|morceau|parte|trozo|sección|teil|abschnitt|stück)(?:\s|$)"
)
# An object put down as not worth a thought ("完璧なんて忘れて"): advice, no memory.
_DISMISSED = _rx(r"(?:なんて|なんか)$")
_ZH_LEAVE = _rx(r"(?:可以|能|可|就)$")
_TRACKING = _rx(
    r"track|follow|count|monitor|suivre|compter|surveiller|seguir|contar|cuentes|cuenta|controlar"
    r"|zählen|tracken|verfolgen|记录|追踪|記録|カウント|追跡|管理"
)
# A problem met in the conversation ("the bug I mentioned", "den Fehler von vorhin",
# "el error de antes", "那个报错", "エラーの件"): forgetting it is conversation control.
_PROBLEM = _rx(
    r"^(?:about\s+)?(?:(?:the|that|this|my|those|these|den|die|das|diesen|le|la|l'|ce|cette|el|la|ese|esa"
    r"|este|esta|lo\s+de\s+la|lo\s+del?)\s*)?(?:[^\W\d_]+\s+)?(?:bug|error|issue|problem|typo|warning"
    r"|exception|crash|glitch|fehler|problem|warnung|erreur|souci|problème|bogue|avertissement"
    r"|problema|fallo|aviso)s?(?:(?:\s+(?:i|we)\s+(?:just\s+)?(?:mentioned|asked\s+about|brought\s+up"
    r"|reported|described|had|pasted|sent|got))|\s+(?:earlier|above|before|from\s+before|von\s+vorhin"
    r"|von\s+eben|de\s+tout\s+à\s+l'heure|de\s+toute\s+à\s+l'heure|d'avant|de\s+antes|de\s+hace\s+rato))*$"
    r"|^(?:刚才|之前|上面)?(?:那个|这个|的)?(?:报错|错误|bug|问题)(?:吧)?$"
    r"|^(?:さっき|前|上)?の?(?:エラー|バグ|問題|不具合)(?:の件)?$"
)
# "…, I fixed it myself", "ya lo resolví", "自己解決した": what is to be forgotten was a
# problem of the conversation, now solved — conversation control, not a memory.
_RESOLVED = _rx(
    r"(?<![\w'])(?:figured\s+it\s+out|(?:fixed|solved|sorted|resolved|found)\s+(?:it|that|this|them)"
    r"|(?:it'?s|that'?s|it\s+is)\s+(?:fixed|solved|sorted|resolved)|works\s+now|never\s*mind"
    r"|(?:gelöst|gefunden|behoben|hinbekommen|repariert|erledigt)|(?:geht|funktioniert)\s+(?:jetzt|wieder)(?!\s+(?:woanders|in|zur|zum|nach|auf|an)(?![\w']))"
    r"|j'ai\s+(?:trouvé|résolu|réglé|corrigé)|c'est\s+(?:réglé|résolu)|ça\s+marche\s+maintenant"
    r"|(?:lo|la|los|las)\s+(?:resolví|arreglé|solucioné|encontré)|ya\s+funciona|ya\s+quedó)(?![\w'])"
    r"|搞定|解决了|弄好了|自己解决|修好了|找到原因|解決した|自己解決|直った|解決しました"
)


# "…, use this one instead", "nimm diesen hier", "prends celui-ci", "usa este", "こっちを使って",
# "用这个": what is forgotten is replaced in the work at hand — conversation control.
_REPLACE = _rx(
    r"(?<![\w'])(?:use|take|go\s+with|try|nimm|nehmt|nehmen\s+sie|benutz\w*|verwende\w*|prends|prenez"
    r"|utilise\w*|garde|usa|use|toma|utiliza|quédate\s+con)\s+(?:(?:this|these|the\s+new|the\s+other)(?:\s+one)?"
    r"|that\s+one|diese[nrs]?|die\s+neue|das\s+neue|den\s+neuen|die\s+hier|den\s+hier|das\s+hier"
    r"|celui-ci|celle-ci|ceux-ci|celles-ci|la\s+nouvelle|le\s+nouveau|ça|este|esta|estos|estas"
    r"|el\s+nuevo|la\s+nueva|lo\s+nuevo)(?![\w'])"
    r"|(?:こっち|こちら|これ|新しい(?:方|ほう|の))(?:を|で)(?:使|お願い)|(?:用|看|按)(?:这个|這個|这版|新的|下面)"
    r"|以(?:这个|这版)为准"
)


def _replaced(match: re.Match[str], ctx: _Context) -> bool:
    """The rest of the sentence replaces what is forgotten with something given now."""
    seg = ctx.seg
    sentence = seg.sentences[seg.clauses[seg.clause_at(match.start())].sentence]
    return _REPLACE.search(ctx.lowered, match.end(), sentence.end) is not None


def _resolved(span: tuple[int, int], ctx: _Context) -> bool:
    """The rest of the sentence after the statement says the problem is solved."""
    seg = ctx.seg
    sentence = seg.sentences[seg.clauses[seg.clause_at(span[0])].sentence]
    return _RESOLVED.search(ctx.lowered, span[1], sentence.end) is not None


def _ja_erasable(form: Form, item: _Object, *, postposed: bool) -> bool:
    """Japanese drops pronouns: "前の住所は忘れて" forgets the user's old address. "消して"
    ("delete") needs a memory word, so "このファイルを削除して" stays a task — or a statement
    the user just made ("もう銀行で働いてないから、その情報は消して")."""
    if _task_deixis(item.lowered):
        return False
    return (
        postposed
        or "消し" not in form.cues[0]
        or bool(re.search(r"記憶|メモ|情報|記録|データ|件|こと|の話|って話", item.text))
    )


def _accept_remember(
    form: Form, item: _Object, match: re.Match[str], located: _Located, ctx: _Context
) -> bool | None:
    """``standing`` when the remember object is the user's, ``None`` when it is a task,
    advice to someone else or reminiscing (see the module docstring)."""
    if not item.text or _task(item, match, located, ctx):
        return None
    standing = bool(_ALWAYS.search(item.lowered)) and bool(_RESPONSE_STYLE.search(item.lowered))
    if form.accepts == NOTE:
        return standing
    if (
        _advice(item, located, ctx)
        or (form.accepts == KEEP and _SPEAKER_OBJECT.match(item.lowered))  # "don't forget me"
        or _ABOUT_EXCHANGE.match(item.lowered)
    ):
        return None
    if located.postposed:
        return standing
    action = _ACTION[item.lang].search(item.raw_lower) is not None or (
        item.lang == "ja" and form.accepts == KEEP and _JA_ERRAND.search(item.raw_lower) is not None
    )
    if item.lang == "zh" and form.accepts == SAY and not _is_jide(ctx, located.span):
        action = False
    clausal = _clausal(item.raw_lower)
    if action or (form.accepts == KEEP and not clausal):
        return _action_verdict(item)
    bare_advice = (
        not clausal
        and _ADVICE_VERB.match(item.lowered)
        and not item.first
        and not _RESPONSE_STYLE.search(item.lowered)
    )
    return None if bare_advice or _generic(item) else standing


# The exchange itself, not a fact: "keep in mind that I asked you this before".
_ABOUT_EXCHANGE = _rx(
    r"^(?:i\s+(?:already\s+|just\s+)?(?:asked|told|said|mentioned|explained)\s+(?:you\s+)?(?:this|that|it)"
    r"(?:\s+(?:before|already|earlier|twice|yesterday))?"
    r"|ich\s+(?:dich|dir)\s+(?:das\s+)?(?:schon|bereits)\s+(?:mal\s+)?(?:gefragt|gesagt|erklärt)\s+habe"
    r"|je\s+(?:te|vous)\s+(?:l'|le\s+)?ai\s+déjà\s+(?:demandé|dit|expliqué)"
    r"|ya\s+te\s+lo\s+(?:pregunté|dije|expliqué)(?:\s+antes)?"
    r"|我(?:之前|刚才|已经)?(?:问过|说过|告诉过)你(?:了)?(?:这个|这件事)?"
    r"|(?:前にも|さっきも|もう)(?:聞いた|言った|説明した))(?:\s+(?:and|und|et|y)\b|\s*[,，、]|\s*$)"
)
# The speaker as the object of "don't forget", with at most a clause of time after it.
_SPEAKER_OBJECT = _rx(
    r"^(?:me|us|mich|uns|moi|mí|mi|nosotros|nosotras|我|我们|咱们|私のこと|僕のこと|俺のこと|私たちのこと)"
    r"(?:$|[\s,，、]+(?:when|once|if|after|wenn|sobald|quand|lorsque|cuando|si|以后|的时候))"
)
_SENTENCE_OPENERS = _alternatives(
    "the|a|an|it|it's|its|this|that|these|those|there|there's|everything|nothing|life|people"
    "|le|la|les|l'|un|une|ce|c'est|il|elle|on|tout|el|los|las|lo|una|uno|todo|hay|es|nada"
)


# Capitalised without being names.
_CALENDAR = _alternatives(
    "january|february|march|april|may|june|july|august|september|october|november|december"
    "|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter"
)


_MAXIM_CJK = _rx(
    r"人生|健康|坚持|堅持|努力|成功|失败|失敗|机会|機會|梦想|夢|幸福|幸せ|时间就是|時間は|初心|放弃|放棄"
    r"|诚实|誠実|胜利|勝利|未来|未來|永远|永遠|諦め|报われ|報われ|做人"
)
_CJK_PERSON = _rx(
    r"我|你|他|她|妈|爸|老公|老婆|儿子|女儿|私|僕|俺|うち|彼|母|父|夫|妻|息子|娘|さん|ちゃん|くん"
)


def _generic(item: _Object) -> bool:
    """A maxim or a general fact ("the early bird catches the worm", "prices may vary"):
    no person, no name, no number. Only where case marks names (German capitalises every
    noun; Chinese and Japanese have no case)."""
    if item.first or any(ch.isdigit() for ch in item.text):
        return False
    if item.lang in ("zh", "ja"):
        # No case to tell a name by; a maxim names an abstraction ("人生没有白走的路",
        # "健康が一番", "坚持就是胜利") and no one.
        return _MAXIM_CJK.search(item.text) is not None and not _CJK_PERSON.search(item.text)
    if item.lang not in ("en", "fr", "es") or _CJK_CHAR.search(item.text):
        return False
    words = [w for w in item.text.split() if w.strip(".,;:!?").lower() not in _CALENDAR]
    named = any(word[:1].isupper() for word in words[1:]) or (
        bool(words) and words[0][:1].isupper() and words[0].lower() not in _SENTENCE_OPENERS
    )
    third = _THIRD_PERSON.search(item.lowered) is not None
    return not named and not third


def _task(item: _Object, match: re.Match[str], located: _Located, ctx: _Context) -> bool:
    """An instruction about the work at hand, not about the user: it points at a work
    artefact, limits the output, or is framed by the assistant's work ("when you write
    the story"); a statement about the speaker ("I", "my", not "we") is the user's unless
    it points at an artefact."""
    if _task_deixis(item.lowered):
        return True
    seg = ctx.seg
    sentence_index = seg.clauses[located.end_clause].sentence
    sentence = seg.sentences[sentence_index]
    if (
        _SCOPE.search(ctx.lowered, sentence.start, sentence.end)
        or _for_requested_work(item, sentence_index, ctx)
        or _for_now(item, sentence_index, ctx)  # "…, pour la conversion là", "dans mon agenda"
        # "ten en cuenta que la sala tiene 40 plazas, hazme un plan …"
        or (not located.postposed and _premise_of_work(item.lang, match, sentence, ctx))
    ):
        return True  # "for the next answer only, remember …"
    if item.singular:
        return False
    if (
        # "予算は三千円って頭に入れて、プレゼント考えて" (:mod:`agents.directive_cjk_work`)
        (item.lang in ("zh", "ja") and cjk_work_after(ctx.lowered, match.end()))
        or _WORK_DEIXIS.search(item.lowered)
        or _LIMIT.search(item.lowered)
        or _DESTINATION.match(item.raw_lower)
    ):
        return True
    # The rest of the sentence, without the directive words ("commit to memory").
    rest = f"{ctx.lowered[sentence.start : _verb_start(match)]} {ctx.lowered[match.end() : sentence.end]}"
    if _WORK_FRAME.search(rest) or _WORK_FRAME.search(item.lowered) or _WORK_DEIXIS.search(rest):
        return True
    # An artefact elsewhere in the sentence is the work's unless it is the speaker's ("my
    # exam got moved... remember that it's now on the 12th").
    return _task_word(item.lowered) or (_task_word(rest) and not _singular(rest, item.lang))


def _premise_of_work(lang: str, match: re.Match[str], sentence: Sentence, ctx: _Context) -> bool:
    """The rest of the sentence asks for work ("…, hazme un plan", "…, fais-moi un plan") and
    the statement before that request names no speaker (:mod:`agents.directive_es_places`)."""
    work = _work_asked_after(ctx.lowered, match.end(), sentence.end)
    return work is not None and not _has_user(ctx.lowered[match.end() : work], lang)


# The work asked for in the sentence before: a task object ("this email", "diese Mail",
# "这封邮件", "このメール") or an imperative of writing ("Rewrite …", "Formulier …").
_TASK_IMPERATIVE = _rx(
    r"^(?:(?:please|pls|bitte|can\s+you|could\s+you|peux-tu|puedes)\s+)?(?:rewrite|re-write|write|translate"
    r"|summari[sz]e|rephrase|reword|proofread|edit|draft|polish|shorten|format|reformulate"
    r"|formulier\w*|umformulier\w*|schreib\w*|übersetz\w*|fass\w*|korrigier\w*|überarbeit\w*"
    r"|reformule\w*|réécri\w*|écri[st]\w*|tradui[st]\w*|résume\w*|corrige\w*|rédige\w*"
    r"|reescrib\w*|escrib\w*|traduc\w*|resum\w*|corrig\w*|redact\w*|reformul\w*)(?![\w'])"
    r"|^(?:帮我|请|麻烦你)?(?:把|改写|翻译|润色|写一|总结|修改)"
    r"|(?:書いて|作って|まとめて|要約して|翻訳して|訳して|直して|添削して|作成して|考えて)"
    r"(?:ください|下さい|くれ|ほしい)?$"
)


def _for_requested_work(item: _Object, sentence_index: int, ctx: _Context) -> bool:
    """ "Rewrite this email. Remember the recipient is my boss's boss.": the sentence before
    asks for work and the statement's subject is not the speaker."""
    if sentence_index == 0 or not _work_requested(ctx.seg.sentences[sentence_index - 1], ctx):
        return False
    opening = item.lowered[:24] if item.lowered.isascii() else item.lowered[:4]
    return not _has_user(" ".join(opening.split()[:3]), item.lang)


def _work_requested(sentence: Sentence, ctx: _Context) -> bool:
    text = _trim(ctx.lowered[sentence.start : sentence.end])
    return (
        _task_deixis(text)
        or _TASK_IMPERATIVE.search(text) is not None
        or (not text.isascii() and _WORK_DEIXIS.search(text) is not None)
    )


# The directive is limited to the answer at hand: "for the next answer only".
_SCOPE = _rx(
    r"(?<![\w'])(?:(?:for|in)\s+(?:the\s+|this\s+|your\s+)?(?:next|this|current)\s+(?:answer|reply|response"
    r"|message|one)\s+only|only\s+(?:for|in)\s+(?:the\s+|this\s+|your\s+)?(?:next|this|current)\s+(?:answer"
    r"|reply|response|message|one)|just\s+for\s+(?:this|the\s+next)\s+(?:answer|reply|response|one)"
    r"|nur\s+(?:für|in)\s+(?:die|der|diese[rn]?)\s+(?:nächste[n]?\s+|diese\s+)?antwort"
    r"|(?:für|in)\s+(?:die|der)\s+nächsten?\s+antwort\s+nur"
    r"|(?:seulement|uniquement)\s+pour\s+(?:la\s+)?(?:prochaine|cette)\s+réponse"
    r"|pour\s+(?:la\s+)?(?:prochaine|cette)\s+réponse\s+(?:seulement|uniquement)"
    r"|solo\s+(?:para|en)\s+(?:la\s+|esta\s+)?(?:próxima|siguiente)?\s*respuesta"
    r"|(?:para|en)\s+(?:la\s+)?(?:próxima|siguiente)\s+respuesta\s+(?:nada\s+más|solamente|solo)"
    # (round 14, es: the chat as the scope, "para el resto de la conversación", "solo por hoy")
    r"|(?:para|durante|en)\s+(?:todo\s+)?el\s+resto\s+de\s+(?:la|esta|nuestra)\s+(?:conversación"
    r"|charla|sesión)|(?:solo|sólo|solamente|únicamente)\s+(?:en|para|durante|por)\s+(?:esta|este"
    r"|hoy)(?:\s+(?:conversación|charla|chat|sesión|vez))?"
    # (round 13: a piece of work named as the scope, "para este correo, recuerda que …")
    r"|(?:para|en)\s+(?:este|esta|estos|estas)\s+(?:correos?|e-?mails?|mails?|mensajes?|cartas?"
    r"|textos?|párrafos?|documentos?|informes?|resúmenes|resumen|ejercicios?|traducción|respuestas?"
    r"|presentación|artículos?|ensayos?|código|borrador|posts?|publicación|discurso|guion|guión))(?![\w'])"
    r"|只(?:在|是|限)?(?:下一个|这次|这个|下一条|下个)(?:回答|回复)|(?:次の|この)回答(?:だけ|のみ)|今回(?:だけ|のみ)"
    # A piece of work under way as the scope ("这次行程…记得", "このプラン作ってる間は覚えときや").
    r"|(?:这次|这趟|本次|这一次)的?(?:行程|旅行|旅游|出差|计划|规划|安排|任务|项目|活动|聚会|对话|聊天)"
    r"|(?:この|今回の)(?:プラン|計画|旅行|旅|会話|チャット|作業|タスク|レシピ|企画|スケジュール)"
    r"[^、。！？!?]{0,8}?(?:間|あいだ|うち|中)(?:は|だけ)"
)


def _singular(lowered: str, lang: str) -> bool:
    """The speaker alone ("I", "my", "ich", "我"), not "we": "we only have 200 words" is
    the team's task, "we have two kids" is told by its other signals."""
    return _FIRST_SINGULAR[lang].search(lowered) is not None


_TIME_NOUNS = (
    r"week|weekend|month|year|morning|afternoon|evening|night|time|summer|winter|spring|fall"
    r"|autumn|season|semester|term|moment|monday|tuesday|wednesday|thursday|friday|saturday"
    r"|sunday|one|guy|girl|person|woche|wochenende|monat|jahr|mal|morgen|abend|sommer|winter"
    r"|zeit|semaine|mois|année|an|soir|matin|été|hiver|fois|week-end|moment|semana|mes|año"
    r"|fin|mañana|tarde|noche|verano|invierno|vez|momento|que|qui|n|sont|serait"
)
# Proximal deixis to the work: "this lit review", "este cuento", "cet exposé", "diese
# Präsentation", "这篇作文", "这次回复", "このレポート" — any noun but a time word.
_WORK_DEIXIS = _rx(
    rf"(?<![\w'])(?:this|these|diese[nmrs]?|dieses|cette|cet|ces|ce|este|esta|estos|estas)"
    rf"\s+(?!(?:{_TIME_NOUNS})(?![\w']))[^\W\d_]{{3,}}"
    r"|[这本](?:篇|份|段|张|封|页|道题|次(?:回复|回答|翻译|的回答|任务|作业|报告)|条回复|个回答)"
    r"|(?:この|その)(?:記事|作文|文書|文章|ドキュメント|レポート|論文|原稿|企画書|ブログ|投稿|資料|返信|回答)"
)
# A place to write other than memory: "make a note in the doc", "notier im Dokument",
# "note-le dans le fichier", "apúntalo en la hoja".
_DESTINATION = _rx(
    r"^(?:in|into|on|onto|im|ins|in\s+(?:der|die|das|den|dem|einer?|einem)|auf\s+(?:der|die|dem)"
    r"|dans|sur|en|a)\s+(?!a\s+(?:[^\W\d_]+é[es]{0,2}|eu|fait|pris|mis|dit|vu)(?![\w']))"  # "on a adopté"
    r"(?:(?:the|a|an|this|that|our|le|la|les|l'|un|une|el|los|las|un|una"
    r"|ce|cette)\s*)?(?!(?:memory|memories|mind|head|future|gedächtnis|kopf|hinterkopf|zukunft"
    r"|erinnerung|mémoire|tête|avenir|memoria|cabeza|cuenta|futuro|mente)(?![\w']))[^\W\d_]{2,}"
)
# A limit on the output: "200 words", "one slide", "200字以内", "一页".
_LIMIT = _rx(
    r"\d+\s*(?:words?|characters?|chars|pages?|slides?|lines?|paragraphs?|bullets?|tokens?"
    r"|wörter[n]?|zeichen|seiten|folien|zeilen|mots|caractères|lignes|diapos?|palabras"
    r"|caracteres|páginas|líneas|diapositivas|字|页|行|文字|ページ|枚|absätze|absätzen|stichpunkte"
    r"|paragraphes|párrafos|puntos|viñetas|minutes|minuten|minutos|段落|項目)(?![\w])"
    r"|(?:\d+|[一二三四五六七八九十两]+)\s*(?:段|条|句|个要点|分钟)"
    r"|(?<![\w'])(?:one|a\s+single|eine[rn]?|une|una)\s+(?:page|slide|paragraph|seite|folie"
    r"|diapo|diapositiva|página)(?![\w'])|字数|文字数|[一两三]页"
    # A named limit: "the word limit", "Zeichenlimit", "la limite de mots", "字数限制".
    r"|(?<![\w'])(?:word|character|page|slide|line|token)\s+(?:limit|count|cap)(?![\w'])"
    r"|(?:wort|wörter|zeichen|seiten)(?:limit|grenze|zahl|anzahl)|limite\s+de\s+(?:mots|caractères"
    r"|pages)|límite\s+de\s+(?:palabras|caracteres|páginas)"
)
# The assistant's work framing the sentence: "when you write the story", "wenn du die
# Geschichte schreibst", "quand tu écris", "cuando escribas", "你写…的时候", "…を書くとき".
_WORK_FRAME = _rx(
    r"(?<![\w'])(?:when|whenever|while|once)\s+(?:you|u)(?:'re)?\s+(?!(?:talk|speak)\s+to\s+me)"
    r"\w+|(?<!\w)(?:wenn|während|sobald)\s+du\s+\w+|(?<![\w'])(?:quand|lorsque)\s+tu\s+\w+"
    r"|(?<!\w)cuando\s+(?:me\s+|le\s+|lo\s+|la\s+)?\w+(?:es|as)(?!\w)"
    r"|你[^，。！？,.!?]{1,10}(?:的时候|时)|(?:書く|作る|答える|訳す|まとめる)(?:とき|時)"
    r"|^(?:写|翻译|改|编|设计|画|做)[^，。！？,.!?]{1,10}(?:的时候|时)"
)


def _advice(item: _Object, located: _Located, ctx: _Context) -> bool:
    """Advice or encouragement to someone else, or reminiscing."""
    if item.lang == "es" and _es_address(item.lowered):
        return False  # "trátame de usted", "llámame Pepa": how to treat the speaker
    singular = item.singular
    second = _YOU_AFTER[item.lang].search(item.lowered) is not None
    if not singular and (
        second or _vocative_near(located.end_clause, ctx) or _cheer_after(located, ctx)
    ):
        return True
    if located.postposed:
        return _ADVICE.search(item.lowered) is not None and not item.first
    reminiscing = (
        not _clausal(item.raw_lower) and _REMINISCE.search(item.lowered)
    ) or _SHARED_PAST.match(item.raw_lower)
    return bool(reminiscing) or (_ADVICE.search(item.lowered) is not None and not item.first)


_YOU_AFTER = {
    **_SECOND_PERSON,
    "ja": _rx(
        r"あなた|お前|きみ(?![\u3040-\u309f])|(?<![\u4e00-\u9fff\u30a0-\u30ff])君(?=は|が|を|に|の|なら|も)"
    ),
}


def _cheer_after(located: _Located, ctx: _Context) -> bool:
    """The clause after the statement talks to "you" and not about the speaker ("…って忘れ
    ないで、あなたならできる", "…, you've got this")."""
    seg = ctx.seg
    index = located.end_clause + 1
    if located.postposed or index >= len(seg.clauses):
        return False
    nxt = seg.clauses[index]
    if nxt.sentence != seg.clauses[located.end_clause].sentence:
        return False
    body = ctx.lowered[nxt.start : nxt.end]
    return any(rx.search(body) for rx in _YOU_AFTER.values()) and not any(
        rx.search(body) for rx in _FIRST_SINGULAR.values()
    )


def _action_verdict(item: _Object) -> bool | None:
    """ "remember to X" / "don't forget X": the user's own business, a standing instruction
    ("always answer in French", "call me Sam"), or a task or advice (``None``)."""
    lowered = item.lowered
    bare = re.sub(r"^(?:to|always|never|de|d')\s+", "", lowered)
    if _CALL_ME.search(lowered) or _RESPONSE_STYLE.match(bare):
        return True
    if _ALWAYS.search(lowered) and (_RESPONSE_STYLE.search(lowered) or item.first):
        return True
    if _REMIND_ME.search(lowered) or (item.first and not _TASK_ME.search(lowered)):
        return False
    return None


def _is_jide(ctx: _Context, span: tuple[int, int]) -> bool:
    """Chinese 记得/别忘了 before an action ("记得带伞") is a reminder."""
    before = ctx.probe[max(0, span[0] - 3) : span[0]]
    return "得" in before or "忘" in before


def _has_user(lowered: str, lang: str) -> bool:
    """A first-person word, in the form's language or (code-switching) in English, Chinese
    or Japanese; English "im" only counts in English (German "im" is "in the")."""
    if "'" in lowered:
        lowered = _OPENING_QUOTE.sub(" ", lowered)  # "that 'I'm learning Greek' thing"
    if _FIRST_PERSON[lang].search(lowered):
        return True
    english = _FIRST_PERSON["en"] if lang == "en" else _FIRST_PERSON_EN_LOAN
    if english.search(lowered):
        return True
    return not lowered.isascii() and bool(
        _FIRST_PERSON["zh"].search(lowered) or _FIRST_PERSON["ja"].search(lowered)
    )


_OPENING_QUOTE = re.compile(r"(?<!\w)'(?=\w)")


def _user_object(lowered: str, raw_lower: str, lang: str) -> bool:
    """A forget object that is about the user (see the module docstring)."""
    if raw_lower.startswith(":") or _FORMER.search(lowered):
        return True
    if _DESCRIPTION.search(lowered) or _DESCRIPTION.search(raw_lower):
        bare = re.sub(r"^about\s+", "", raw_lower)
        if bare == raw_lower or _has_user(bare, lang):
            return True
        # "forget about the old office" counts, "forget about perfect" and "forget about
        # the poem" (a task) do not.
        return bool(
            re.match(r"(?:the|that|this|those|these|his|her|their|its|our)\s+\S+\s+\S", bare)
        ) and not (_task_word(bare))
    if _has_user(lowered, lang):
        return not _task_deixis(lowered)
    if _clausal(raw_lower) and _STATEMENT_VERB.search(lowered):
        return len(lowered.split()) >= 3 or lang in ("zh", "ja")
    return False


def _statement_like(complement: str, statement: str, lang: str) -> bool:
    """Whether a request phrased as a question carries a statement, not a noun phrase."""
    text = complement.strip().lower()
    if not text:
        return False
    if _clausal(statement.strip().lower()) or _DESCRIPTION.search(text):
        return True
    if _WH.match(text) or _NOUN_PHRASE.match(text) or _GENERIC_END.search(text):
        return False
    if lang == "ja":
        return True
    if lang == "zh":
        return _has_user(text, lang)
    return _has_user(text, lang) and (
        _STATEMENT_VERB.search(text) is not None or len(text.split()) > 3
    )


def _vocative_near(clause_index: int, ctx: _Context) -> bool:
    """A clause next to the directive that only names someone ("Remember, Jon, …")."""
    seg = ctx.seg
    sentence = seg.clauses[clause_index].sentence
    for index in (clause_index - 1, clause_index + 1, clause_index + 2):
        near = seg.clauses[index] if 0 <= index < len(seg.clauses) else None
        if (
            near is not None
            and near.sentence == sentence
            and near.mark not in (")", "）")  # a name in brackets is no vocative: "(Ava & Noor)"
            and _is_addressee(ctx.original[near.start : near.end])
        ):
            return True
    # "Remember Jon, just breathe": a name right after the verb, then a comma.
    clause = seg.clauses[clause_index]
    words = ctx.original[clause.start : clause.end].split()
    if len(words) != 2 or clause.mark not in (",", "，", ":"):
        return False
    if _is_addressee(words[1]) and words[1] not in ("I", "Me", "This", "That", "It"):
        return True
    # "remember mia, you're stronger than you think": the next clause talks to "you".
    following = seg.clauses[clause_index + 1] if clause_index + 1 < len(seg.clauses) else None
    if following is None or following.sentence != clause.sentence:
        return False
    text = ctx.lowered[following.start : following.end]
    lang_second = any(
        rx.search(text) for rx in _SECOND_PERSON.values() if rx is not _SECOND_PERSON["zh"]
    )
    return lang_second and not any(rx.search(text) for rx in _FIRST_SINGULAR.values())


def _is_addressee(text: str) -> bool:
    text = "".join(ch for ch in text if ch.isalnum() or ch in " '-").strip()
    if not text or _LEAD.fullmatch(text.lower()):
        return False
    if _ADDRESSEE.match(text):
        return True
    words = text.split()
    return (
        0 < len(words) <= 2
        and all(w[:1].isupper() and w[1:].islower() and _is_latin(w) for w in words)
        and (words[0] not in _NOT_VOCATIVE)
    )


def _strip_complement(text: str) -> str:
    text = _trim(_strip_trailing(_trim(text)))
    if _LEAD.fullmatch(text.lower()):
        return ""
    match = _STATEMENT_LEAD.match(text)
    if match is not None and match.end() > 0:
        text = _trim(text[match.end() :])
    return _trim(_strip_trailing(text))


_TRAILING_LAST = _alternatives(
    "please|pls|plz|me|later|time|reference|forward|on|ok|okay|thanks|you|thx|ty|now"
    "|always|safe|permanent|somewhere|permanently|forever|bitte|danke|merci|gracias|favor|porfa"
    "|porfis|siempre|plaît|plait|stp|svp|d'accord|vale|immer|toujours|mal|doch|kurz|eben|nochmal"
    "|anymore|more|lol|haha|jaja|mdr|future|chats|conversations|sessions|answers|gespräche"
    "|unterhaltungen|antworten|male|später|zukunft|mal|suite|tard|avenir|fois|discussions|futuro"
    "|adelante|vez|charlas|conversaciones|veces|viene|venga"
)
_TRAILING_LAST_CHARS = frozenset("谢謝啦哦喔啊呀吧哈了吗嗎好以下ねよいすうく点儿喇囉咯嘞笑")


def _strip_trailing(text: str) -> str:
    """Drop trailing politeness ("…, thanks", "please", "谢谢", "ね"); the regex runs only
    when the last word could end such a phrase."""
    core = text.rstrip(" .!?,~\t")
    if not core:
        return text
    last = core.rsplit(None, 1)[-1].lower().lstrip(",(")
    if last not in _TRAILING_LAST and core[-1] not in _TRAILING_LAST_CHARS:
        return text
    trailing = _TRAILING.search(text, max(0, len(text) - _TAIL))
    return text[: trailing.start()] if trailing is not None else text


_EDGE_CHARS = _EDGE + " \t\n\r\x0b\x0c\u3000\xa0+=<>|^`$#@&%¿¡"


def _trim(text: str) -> str:
    """Strip spaces, edge punctuation and symbols (emoji) from both ends."""
    text = text.strip(_EDGE_CHARS)
    if not text or (text[0].isascii() and text[-1].isascii()):
        return text
    start, end = 0, len(text)
    while start < end and _is_edge(text[start]):
        start += 1
    while end > start and _is_edge(text[end - 1]):
        end -= 1
    return text[start:end]


def _is_edge(char: str) -> bool:
    if char in _EDGE or char.isspace():
        return True
    category = unicodedata.category(char)
    return category[0] == "S" or category in ("Mn", "Cf", "Cn", "Co", "Cs")


# The preposition of a verb that governs with "de" ("souviens-toi (bien) de ça", "acuérdate
# bien de esto") before a pointer: the pointer is what is kept.
_DE_BEFORE_POINTER = re.compile(r"^(?:bien\s+)?(?:de\s+|d')(?=\S)")


def _is_pointer(text: str) -> bool:
    stripped = _DE_BEFORE_POINTER.sub("", _trim(_strip_trailing(_trim(text).lower())))
    return (
        not stripped
        or stripped in _BACK_PRONOUNS
        or stripped in _FORWARD_PRONOUNS
        or _person_pointer(stripped)  # "her", "das alles über sie" (en/de/fr)
        # "この学年", "这件事"; not an object of the task at hand ("这段代码", "この数字")
        or (
            not stripped.isascii()
            and cjk_pointer_phrase(stripped)
            and not _TASK_DEIXIS_CJK.search(stripped)
        )
    )


def _is_pronoun(text: str) -> bool:
    """A pronoun or particle standing for the statement ("that", "das", "这个", "それ")."""
    stripped = _DE_BEFORE_POINTER.sub("", _trim(_strip_trailing(_trim(text).lower())))
    return bool(stripped) and (stripped in _BACK_PRONOUNS or stripped in _FORWARD_PRONOUNS)


def _is_forward(text: str | None) -> bool:
    if not text:
        return False
    stripped = _DE_BEFORE_POINTER.sub("", _trim(text.strip(" ,")).lower())
    return stripped in _FORWARD_PRONOUNS or text.rstrip().endswith((":", "："))


_QUESTION_OPENER = _rx(
    r"^(?:what|who|where|when|why|how|which|do|does|did|is|are|can|could|would|will|should|have"
    r"|has|was|were|am|wie|was|wo|wann|warum|kannst|hast|bist|ist|qu|où|comment|pourquoi|est-ce"
    r"|peux|qué|cómo|dónde|cuándo|por\s+qué|puedes|¿(?!\s*(?:mi|mis|nuestro|nuestra|lo\s+de)\s))"
    r"|什么|怎么|为什么|哪|谁"
)


def _whole_sentence(sentence: Sentence, ctx: _Context) -> tuple[tuple[int, int], int, bool]:
    """A sentence pointed at from the one before is the content as a whole ("Please
    remember. I'm a teacher, retired since May."), tags aside."""
    index = ctx.seg.clauses.index(sentence.clauses[0])
    if not ctx.lowered.isascii():
        # "请记住以下几点：\n- …\n- …": every item of a list (:mod:`agents.directive_cjk_work`)
        spans = [(s.start, s.end) for s in ctx.seg.sentences]
        last = ctx.seg.sentences[list_end(ctx.lowered, spans, spans.index(sentence[:2]))]
        if last.start != sentence.start:
            end_index = ctx.seg.clauses.index(last.clauses[-1])
            return (sentence.clauses[0].start, last.clauses[-1].end), end_index, False
    end, end_index = _all_following(index, ctx)
    return (sentence.clauses[0].start, end), end_index, False


def _named_topic(clause: Clause, ctx: _Context) -> tuple[tuple[int, int], int, bool] | None:
    """A topic named in the clause just before a bare verb is its object: "之前说我在学钢琴
    那条，删了吧", "バイトの件、消して"."""
    seg = ctx.seg
    before = [c for c in seg.sentences[clause.sentence].clauses if c.end <= clause.start]
    if not before or before[-1].code or before[-1].quoted:
        return None
    topic = before[-1]
    if not _TOPIC_END.search(_trim(ctx.lowered[topic.start : topic.end])):
        return None
    content = _content_clauses(before, ctx)
    start = content[0].start if content else topic.start
    return (start, topic.end), seg.clauses.index(topic), True


def _forward_from(clause: Clause, index: int, ctx: _Context) -> tuple[tuple[int, int], int, bool]:
    """What a pointer points forward at, from the clause ``index``: after a colon the whole
    rest of the sentence ("recuerda esto: voy al gym lunes, miércoles y viernes"), else the
    clauses joined on to the first."""
    if clause.mark in (":", "："):
        end, end_index = _all_following(index, ctx)
        return (ctx.seg.clauses[index].start, end), end_index, False
    return _from_clause(index, ctx)


def _sentences_back(index: int, ctx: _Context) -> list[Clause]:
    """The content clauses of the sentence before sentence ``index``, and of the one before
    that when the sentence between only measures its fact ("我怀孕了🤰\n第22周\n以后…考虑一下
    这个，拜托记住"; :func:`agents.directive_cjk_story.cjk_elaboration`)."""
    seg = ctx.seg
    previous = seg.sentences[index - 1]
    clauses = _content_clauses(list(previous.clauses), ctx)
    if index > 1 and cjk_elaboration(ctx.lowered[previous.start : previous.end]):
        earlier = seg.sentences[index - 2]
        if not earlier.question:
            clauses = [*_content_clauses(list(earlier.clauses), ctx), *clauses]
    return clauses


def _pointed(
    clause_index: int, ctx: _Context, *, forward: bool, empty: bool
) -> tuple[tuple[int, int], int, bool] | None:
    """The statement a bare directive points at: (span, last clause, postposed).

    Forward ("remember this: …", a colon, nothing after the verb yet more clauses): the
    rest of the sentence, or the next sentence. Back ("…, remember that"): the clauses
    before it in its sentence, or the sentence before. A bare verb with nothing before it
    takes the next sentence ("Please remember.\\nI'm vegan"), and so does one that ends its
    line ("remember that\\nmy card is …")."""
    seg = ctx.seg
    clause = seg.clauses[clause_index]
    sentence = seg.sentences[clause.sentence]
    # Politeness or a vocative between the verb and what it points at is skipped
    # ("Recuerde, por favor, que …").
    following = _content_clauses([c for c in sentence.clauses if c.start > clause.start], ctx)
    nxt = seg.sentences[clause.sentence + 1] if clause.sentence + 1 < len(seg.sentences) else None
    # "Keep that on file, for exercise tips": what it is for is not what is kept.
    occasion = bool(following) and occasion_clause(
        ctx.lowered[following[0].start : following[0].end]
    )
    if (
        forward
        and occasion
        and cjk_occasion_after(ctx.lowered, following[0].start, following[0].end)
    ):
        forward = False  # "これ頭に入れておいてね、重い物の話のときに": the fact is before
    # "…. Please keep that on file, it'll come up a lot": a remark after a bare request is
    # no statement; the fact is before (:mod:`agents.directive_lat_aftercomment`).
    empty = empty and (forward or not _remark_after(clause, sentence, following, ctx))
    if (forward or (empty and not occasion)) and following:
        topic = None if forward else _named_topic(clause, ctx)
        return topic or _forward_from(clause, seg.clauses.index(following[0]), ctx)
    if forward and nxt is not None and not nxt.question and not nxt.clauses[0].code:
        return _whole_sentence(nxt, ctx)
    before = _content_clauses([c for c in sentence.clauses if c.start < clause.start], ctx)
    said = [ctx.lowered[c.start : c.end] for c in before]
    # A pointer set off by a comma is the verb's object, not the statement ("これ、覚えて").
    before = _before_pointer(before, ctx)
    if (
        before
        and clause.sentence > 0
        and (
            cjk_only_requests([ctx.lowered[c.start : c.end] for c in before])
            or cjk_about_conversation(said)  # "…。以后问你…就按这个背景来，帮我记住"
        )
        and not seg.sentences[clause.sentence - 1].question
    ):
        # "猫舌やねん。熱いもんすすめるとき気ぃつけてや、覚えときや": the request acts on the fact
        # before it (:mod:`agents.directive_cjk_continue`).
        before = [*_sentences_back(clause.sentence, ctx), *before]
    if before and clause.sentence > 0 and _only_change(before, ctx):
        before = []  # "I said I'm learning Italian. I gave up on it, so drop that."
    if not before and clause.sentence > 0:
        previous = seg.sentences[clause.sentence - 1]
        if not (previous.question and _QUESTION_OPENER.match(ctx.lowered[previous.start :])):
            before = _content_clauses(list(previous.clauses), ctx)
            if (
                before
                and clause.sentence > 1
                and (
                    _aside(previous, ctx)
                    or _detour(before, ctx)
                    or _only_change(before, ctx)  # "猫はもういないんだ😢 先月亡くなった。…外して"
                    # "…とお呼びください。下の名前は苦手でして。記憶しておいて…": a reason alone
                    or cjk_afterthought(
                        ctx.lowered[previous.start : previous.end],
                        ctx.lowered[seg.sentences[clause.sentence - 2].start : previous.start],
                    )
                )
            ):
                # "My cat is the CEO here. Dead serious. Write that down.": a short aside
                # between the statement and the pointer comments on it; both are taken.
                earlier = seg.sentences[clause.sentence - 2]
                if not earlier.question and not any(c.code or c.quoted for c in earlier.clauses):
                    # An episode is left out ("卵アレルギーです。一度ヒヤッとしました。これは…").
                    kept = [] if _episode(before, ctx) else before
                    before = [*_content_clauses(list(earlier.clauses), ctx), *kept]
    if before and not any(c.code or c.quoted for c in before):
        return (before[0].start, before[-1].end), seg.clauses.index(before[-1]), True
    if not before and following and not any(c.code or c.quoted for c in following):
        # A pointer with nothing to point back at points forward ("remember して、僕は…").
        return _from_clause(seg.clauses.index(following[0]), ctx)
    # "please remember\nmy password is …": nothing before, the line goes on below.
    ends_line = empty or clause.mark in ("\n", ":", "：")
    if (
        not before
        and ends_line
        and nxt is not None
        and not nxt.question
        and not nxt.clauses[0].code
    ):
        return _whole_sentence(nxt, ctx)
    return None


def _remark_after(
    clause: Clause, sentence: Sentence, following: list[Clause], ctx: _Context
) -> bool:
    """Whether only a remark follows a bare request that has something before it."""
    return (
        bool(following)
        and (clause.sentence > 0 or any(c.start < clause.start for c in sentence.clauses))
        and _remark_only([ctx.lowered[c.start : c.end] for c in following])
    )


def _detour(clauses: list[Clause], ctx: _Context) -> bool:
    """Whether a zh/ja sentence between a fact and its pointer only says how the fact is
    used or tells an episode (:mod:`agents.directive_cjk_story`)."""
    if ctx.lowered.isascii():
        return False
    bodies = [ctx.lowered[c.start : c.end] for c in clauses]
    return cjk_about_conversation(bodies) or _episode(clauses, ctx)


def _episode(clauses: list[Clause], ctx: _Context) -> bool:
    return not ctx.lowered.isascii() and cjk_anecdote(
        "".join(ctx.lowered[c.start : c.end] for c in clauses)
    )


def _before_pointer(clauses: list[Clause], ctx: _Context) -> list[Clause]:
    """``clauses`` without the pointers that close them ("夫はカナダ出身です。これ、覚えて")."""
    end = len(clauses)
    while end and (
        _is_pronoun(body := ctx.lowered[clauses[end - 1].start : clauses[end - 1].end])
        or ja_conversation_reason(body)  # "…。色々相談すると思うので、心に留めて": why, not what
        or _es_refusal(body)  # "…. Prefiero que no, olvídelo": a wish, not what
        or occasion_before(body)  # "…. If I ask about medicine, remember that": when, not what
    ):
        end -= 1
    return clauses[:end]


# A short comment with no person in it ("Dead serious.", "Mostly stable.", "Sérieux.",
# "Ganz ehrlich.") is an aside, not a statement of its own.
_ASIDE_PERSON = _alternatives(
    "i|i'm|im|my|me|we|our|us|ich|mein|meine|meinen|mir|mich|wir|unser|unsere|je|j'|moi|mon|ma"
    "|mes|nous|notre|yo|mi|mis|me|soy|tengo|estoy|nosotros|nuestro|nuestra"
)
_ASIDE_WORDS = 3


def _aside(sentence: Sentence, ctx: _Context) -> bool:
    text = ctx.lowered[sentence.start : sentence.end]
    if not text.isascii() and _CJK_CHAR.search(text):
        return False  # Chinese and Japanese drop their subjects: no person tells nothing
    words = [w for w in (w.strip(_EDGE_CHARS) for w in text.split()) if w]
    parts = {p for w in words for p in (w, w.split("'")[0], w.split("'")[0] + "'")}
    return 0 < len(words) <= _ASIDE_WORDS and _ASIDE_PERSON.isdisjoint(parts)


# A clause that ends on a noun of topic names what a bare verb after it is about.
_TOPIC_END = _rx(
    r"(?:那条|那條|这条|這條|那件事|这件事|這件事|那个事|的事|的事情|那回事|一事|の件|のこと|の話|って話|という話)$"
)


# A short report that something stopped, whose object is the sentence before: "I gave up
# on it", "J'ai arrêté", "Lo dejé", "Hab aufgehört", "后来放弃了", "やめたので".
_CHANGE_REPORT = _rx(
    r"^(?:(?:and|but|well|so|yeah|ok|aber|und|mais|et|bon|pero|y|bueno|但是|不过|后来|でも|もう)\s*)?"
    r"(?:(?:i|i'?ve|we|ich|wir|je|j'|j'ai|on|yo|lo|la|me|它|我)\s*)?"
    r"(?:(?:just|already|finally|have|had|schon|inzwischen|déjà|ya|已经)\s+)?"
    r"(?:gave\s+(?:it\s+)?up(?:\s+on\s+(?:it|that))?|quit(?:\s+(?:it|that))?|stopped(?:\s+(?:it|that))?"
    r"|dropped\s+(?:it|that|out)|changed\s+my\s+mind|(?:hab|habe)\s+(?:aufgehört|abgebrochen"
    r"|es\s+gelassen|es\s+aufgegeben)|aufgehört|ai\s+arrêté|arrêté|ai\s+abandonné|laissé\s+tomber"
    r"|dejé|dejamos|abandoné|ya\s+no|放弃了|不学了|不干了|停了|やめた(?:ので|から|し)?|辞めた(?:ので|から)?"
    r"|諦めた(?:ので|から)?)$"
)


def _only_change(clauses: list[Clause], ctx: _Context) -> bool:
    return all(
        _CHANGE_REPORT.match(_trim(ctx.lowered[c.start : c.end])) is not None
        or cjk_departure(ctx.lowered[c.start : c.end])  # "…😢 牠上個月走了 那條就刪了吧"
        for c in clauses
    )


def _from_clause(index: int, ctx: _Context) -> tuple[tuple[int, int], int, bool]:
    clause = ctx.seg.clauses[index]
    span, end_index = _continue((clause.start, clause.end), index, ctx)
    return span, end_index, False


def _all_following(index: int, ctx: _Context) -> tuple[int, int]:
    """The end of the clauses from ``index`` to the end of their sentence (tags aside)."""
    seg = ctx.seg
    clause = seg.clauses[index]
    end, end_index = clause.end, index
    for nxt_index in range(index + 1, len(seg.clauses)):
        nxt = seg.clauses[nxt_index]
        if nxt.sentence != clause.sentence or _TAG.match(ctx.lowered[nxt.start : nxt.end]):
            break
        end, end_index = nxt.end, nxt_index
    return end, end_index


def _content_clauses(clauses: list[Clause], ctx: _Context) -> list[Clause]:
    """Drop leading greeting/preamble clauses."""
    kept: list[Clause] = []
    for clause in clauses:
        body = ctx.lowered[clause.start : clause.end]
        if not kept and (
            _LEAD.fullmatch(body)
            or _TAG.match(body)
            or _is_addressee(ctx.original[clause.start : clause.end])
        ):
            continue
        kept.append(clause)
    return kept


def _continue(
    span: tuple[int, int], clause_index: int, ctx: _Context
) -> tuple[tuple[int, int], int]:
    """Extend a statement through the following clauses of its sentence joined on to it."""
    seg = ctx.seg
    clause = seg.clauses[clause_index]
    end_index = clause_index
    if clause.mark in ("?", "!", ".", "。", "\n", ""):
        return span, end_index
    for index in range(clause_index + 1, len(seg.clauses)):
        nxt = seg.clauses[index]
        previous = seg.clauses[index - 1]
        if nxt.sentence != clause.sentence:
            break
        body = ctx.lowered[nxt.start : nxt.end]
        # Chinese and Japanese drop the subject of a new clause ("…，上周停了"): only a
        # conjunction or an enumeration joins one on. Elsewhere a short verbless clause is
        # an appositive ("my old email, the hotmail one").
        cjk = not body.isascii() and " " not in body.strip() and _CJK_CHAR.search(body)
        joined = (
            _CONTINUES.match(body)
            # "…, wo ich gesagt hab, dass ich schwanger bin": the clause said is part of it.
            or _DASS.match(body)
            or (
                _COMPLEMENTIZER.match(body.lstrip())
                and _SAID_END.search(ctx.lowered[previous.start : previous.end].rstrip())
            )
            or (previous.mark == "、" and len(body) < 12 and not _NEW_PREDICATE.search(body))
            # "记住，我是护士，上夜班的", "…SEで、転職活動中" (:mod:`agents.directive_cjk_continue`)
            or (cjk and cjk_continues(body, ctx.lowered[previous.start : previous.end]))
            or (
                not cjk
                and len(body.split()) <= 4
                and not _STATEMENT_VERB.search(body)
                and not _STOPS.match(body)
            )
        )
        if (
            not joined
            or nxt.code
            or any(nxt.start <= a < nxt.end for a in ctx.anchors)
            or _TAG.match(body)
            # "…, mein Schatz" (an endearment; a bare name may be an apposition: "…, Jonas")
            or _ADDRESSEE.match(_trim(ctx.original[nxt.start : nxt.end])) is not None
        ):
            break
        span = (span[0], nxt.end)
        end_index = index
    return span, end_index


_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
# A German "dass" clause is always subordinate to the clause before it; elsewhere a "that"
# clause after a comma continues only a verb of saying.
_DASS = _rx(r"^\s*da(?:ss|ß)(?![\wäöüß])")
_SAID_END = _rx(
    r"(?:said|told\s+you|mentioned|wrote|gesagt|erzählt|geschrieben|erwähnt|dit|raconté|écrit"
    r"|mentionné|dicho|contado|escrito|mencionado|dije|conté|escribí|mencioné)"
    r"(?:\s+(?:hab|habe|hab'|hatte|before|earlier|once))?$"
)
# A Chinese or Japanese clause with a predicate of its own (a past or a verb ending).
_NEW_PREDICATE = _rx(r"了|过|的|から|ので|けど|した|です|ます|だ$")


# A conjunction before a second directive verb: "Olvida mi número viejo y anota el nuevo".
_COORDINATION = _rx(
    r"(?:^|\s)(?:and|und|et|y|e|and\s+then|then|dann|puis|luego)\s*$|[和并还再]$|然后$"
)


# … or before a request to the assistant: "stop tracking the shipment and just give me …".
_NEXT_REQUEST = _rx(
    r"\s(?:and|und|et|y)\s+(?:(?:just|then|please|also|bitte|dann|puis|luego)\s+)*(?:give|send|show"
    r"|tell|get|find|help|gib|schick|zeig|sag|hilf|donne|envoie|montre|dis|aide|dame|envía|muestra"
    r"|dime|ayuda)[-\s]*(?:me|mir|mich|moi|m')(?![\w'])|\s(?:y\s+)?(?:dame|envíame|muéstrame|dime)(?!\w)"
)


def _before_next_directive(span: tuple[int, int], ctx: _Context) -> tuple[int, int]:
    """A statement never runs into a second directive or a request joined to the first."""
    for anchor in ctx.anchors:
        if span[0] < anchor < span[1]:
            joint = _COORDINATION.search(ctx.lowered, span[0], anchor)
            if joint is not None:
                return span[0], joint.start()
    request = _NEXT_REQUEST.search(ctx.lowered, span[0], span[1])
    return (span[0], request.start()) if request is not None else span


def _is_question(ctx: _Context, end_clause: int, span: tuple[int, int]) -> bool:
    clause = ctx.seg.clauses[end_clause]
    if clause.question:
        tail = ctx.probe[max(span[0], span[1] - 6) : span[1]]
        return not re.search(r"(?:好吗|好嗎|好不好|行吗|可以吗|好么|好嘛)\s*$", tail)
    tail = ctx.probe[max(span[0], span[1] - 4) : span[1]].rstrip()
    return bool(re.search(r"(?<!好|行|以)(?:吗|嗎|(?<![什怎那这多])么|呢)$", tail))


# ---------------------------------------------------------------------------------------
# Marker forms: standing instructions and "for future reference"
# ---------------------------------------------------------------------------------------


def _marker_directive(
    form: Form, match: re.Match[str], clause_index: int, ctx: _Context
) -> Directive | None:
    lang = form.language
    parts = _instruction_parts(match, clause_index, ctx, cjk=lang in ("zh", "ja"))
    if parts is None:
        return None
    if any(a <= anchor < b for a, b in parts for anchor in ctx.anchors):
        # "Whenever you suggest recipes, keep in mind I don't eat pork": the directive
        # inside the frame decides, and its statement is the fact.
        return None
    text = " ".join(_trim(ctx.probe[a:b]) for a, b in parts if b > a).strip()
    lowered = text.lower()
    if (
        not lowered
        or _task_deixis(lowered)
        or (_asks(match, parts, ctx) and not _REQUEST.search(lowered))
    ):
        return None
    if form.accepts == STANDING:
        standing = _instruction(lowered, lang)
    elif _SECOND_PERSON[lang].search(lowered) and not _has_user(lowered, lang):
        standing = None  # "for future reference, you …" is advice
    else:
        standing = False
    if standing is None:
        return None
    raw = " ".join(_trim(ctx.source(a, b)) for a, b in parts if b > a)
    ask = _ASK_PREFIX.match(raw)  # "from now on, could you answer in French?"
    raw = raw[ask.end() :] if ask else raw
    want = _WANT_PREFIX.match(raw)
    raw = raw[want.end() :] if want and want.end() < len(raw) else raw
    mark = _INFINITIVE_MARK.match(raw) if lang == "fr" else None
    raw = raw[mark.end() :] if mark else raw
    if standing and (reason := _reason(clause_index, parts, ctx, lang)) is not None:
        raw = f"{reason}{'、' if lang == 'ja' else '，' if lang == 'zh' else ', '}{raw}"
    if standing and lang in ("de", "fr", "es") and (after := _reason_after(parts, ctx, lang)):
        raw = f"{raw}, {after}"  # "…immer auf Englisch, ich bereite mich auf … vor"
    statement = _clean_statement(raw, lang, forget=False)
    if statement is None:
        return None
    return Directive(
        action=form.action, statement=statement, language=lang, form=form.name, standing=standing
    )


# A standing instruction justified by the speaker's condition keeps its reason, which is
# the lasting fact ("As my eyesight is failing, in future use short paragraphs", "Da ich
# einen Screenreader nutze, …", "Compte tenu de ma dyslexie, …", "色弱なので、今後は…").
_REASON = _rx(
    r"^(?:since|as|because|given\s+(?:that\s+)?|da|weil|zumal|comme|puisque|parce\s+que"
    r"|étant\s+donné\s+(?:que\s+)?|compte\s+tenu\s+d[e']|vu\s+(?:que\s+)?|como|ya\s+que|dado\s+que"
    r"|puesto\s+que|debido\s+a\s+(?:que\s+)?)(?![\w'])"
    # … not a reference to what was said ("as I said", "comme je l'ai dit", "como te dije").
    r"(?!\s*(?:i|we|je|j'|yo)?\s*(?:(?:already|just|l'ai|te|le)\s+)?(?:said|mentioned|told|explained"
    r"|asked|dit|mentionné|expliqué|dije|comenté|expliqué)(?![\w']))|^(?:因为|因為|由于|由於)"
)
_REASON_JA = _rx(r"(?:ので|から|なので|ものですから|もので|ため)$")


def _reason_after(parts: list[tuple[int, int]], ctx: _Context, lang: str = "de") -> str | None:
    """The speaker's reason right after a de/fr standing instruction, in their words
    (:mod:`agents.directive_lat_reason`)."""
    end = max(b for _, b in parts)
    clauses = ctx.seg.clauses
    at = next((i for i, c in enumerate(clauses) if c.start < end <= c.end), None)
    if at is None or at + 1 >= len(clauses) or clauses[at + 1].sentence != clauses[at].sentence:
        return None
    nxt = clauses[at + 1]
    if nxt.quoted or nxt.code:
        return None
    body = ctx.lowered[nxt.start : nxt.end]
    trailing = _es_trailing_reason if lang == "es" else _trailing_reason  # (es: its own module)
    return _trim(ctx.source(nxt.start, nxt.end)) if trailing(body, question=nxt.question) else None


def _reason(
    clause_index: int, parts: list[tuple[int, int]], ctx: _Context, lang: str
) -> str | None:
    """The speaker's reason opening the sentence of a standing instruction, in their words."""
    seg = ctx.seg
    opening = seg.sentences[seg.clauses[clause_index].sentence].clauses
    first = opening[0]
    if len(opening) > 1 and _is_addressee(ctx.original[first.start : first.end]):
        first = opening[1]  # "mijo, tengo 81 años, de aquí en adelante …": past the vocative
    if first.end > min(a for a, _ in parts) or first.question:
        return None
    body = _trim(ctx.lowered[first.start : first.end])
    if lang == "ja":
        found = _REASON_JA.search(body) is not None
    else:
        found = _REASON.match(body) is not None and _has_user(body, lang)
        # A reason said without a conjunction: "Ich bin Ärztin, bei allen künftigen
        # Antworten …", "soy farmacéutico, en todas tus respuestas …".
        found = found or (lang in ("de", "fr", "es") and _IDENTITY.match(body) is not None)
    return _trim(ctx.source(first.start, first.end)) if found else None


_IDENTITY = _rx(
    r"^(?:ich\s+bin|ich\s+hab|ich\s+habe|je\s+suis|j'ai|soy|estoy|tengo)\s+(?:[^\W\d_]+\s*){1,4}$"
)


def _instruction_parts(
    match: re.Match[str], clause_index: int, ctx: _Context, *, cjk: bool
) -> list[tuple[int, int]] | None:
    """The spans of the instruction around a marker such as "from now on"."""
    seg = ctx.seg
    clause = seg.clauses[clause_index]
    before = ctx.lowered[clause.start : match.start()]
    after = ctx.probe[match.end() : clause.end]
    following = [c for c in seg.sentences[clause.sentence].clauses if c.start > clause.start]
    opens = _LEAD.fullmatch(before) is not None
    if cjk and not opens:
        return None  # 以后 / これからは open the clause ("毕业以后" is "after graduating")
    if opens and _strip_complement(after):
        # "From now on call me Sam": the instruction follows in the clause.
        end = _all_following(clause_index, ctx)[0]
        parts = [(match.end(), end)]
    elif (
        following
        and not _strip_complement(after)
        and (opens or _ADVERBIAL.fullmatch(_trim(before)))
    ):
        # "From now on, call me Sam", "Every time from now on, end with a summary."
        end = _all_following(seg.clauses.index(following[0]), ctx)[0]
        parts = [(following[0].start, end)]
    elif opens:
        target = _pointed(clause_index, ctx, forward=False, empty=False)
        if target is None:
            return None
        parts = [target[0]]
    else:
        # The marker closes the instruction ("call me Robbie from now on").
        lead = _LEAD.match(ctx.lowered, clause.start, match.start())
        start = lead.end() if lead is not None else clause.start
        parts = [(start, match.start()), (match.end(), clause.end)]
    return parts


# A question after "from now on" is an instruction only when it is a polite request.
_REQUEST = _rx(
    r"(?<![\w'])(?:can|could|would|will)\s+you|kannst\s+du|könntest\s+du|peux[-\s]tu"
    r"|pourrais[-\s]tu|puedes|podrías|能不能|可以|くれる|くれない|もらえ|いただけ"
)


def _asks(match: re.Match[str], parts: list[tuple[int, int]], ctx: _Context) -> bool:
    seg = ctx.seg
    ends = {seg.clause_at(max(b - 1, a)) for a, b in parts} | {seg.clause_at(match.start())}
    return any(seg.clauses[index].question for index in ends)


_PLEASE = re.compile(r"^(?:please|pls|kindly|bitte|s'il te plaît|stp|por favor|请|請)[\s,]*")
_JA_REQUEST_END = re.compile(
    r"(?:(?:て|で)(?:ください|下さい|ね|よ|ほしい|欲しい|もらえ\w*|くれ\w*)?"
    # Leave to answer another way: "タメ口でいいよ", "英語で大丈夫".
    r"|で(?:いい|大丈夫|ok|OK)(?:よ|です)?)"
    # … with a laugh or a reason after it: "「先輩」って呼んで笑", "…返事して、練習中だから".
    r"(?:笑|（笑）|\(笑\)|w+|[、,][^、,。]{1,24}(?:から|ので|し))?[\s?？!！。]*$"
    r"|お願い|ように|こと$|にして"
)


def _instruction(lowered: str, lang: str) -> bool | None:
    """What follows "from now on": an instruction (``True``, standing), a first-person fact
    (``False``), or neither (``None``: a plan, a third-person statement)."""
    text = _PLEASE.sub("", lowered)
    future = (_FUTURE_DE if lang == "de" else _FUTURE).search(text)  # "ich will" is "I want"
    if _PLAN.match(text) or (future and not _SECOND_SUBJECT.match(text)):
        verdict: bool | None = None
    elif _WANT_RX.match(text) or _SECOND_SUBJECT.match(text) or _CALL_ME.search(text):
        verdict = True
    elif lang == "ja":
        verdict = True if _JA_REQUEST_END.search(text) else None
    elif lang == "zh" and not _ZH_BEHAVIOUR.search(text):
        verdict = None  # "从现在开始新规定对所有员工生效" tells of the world, not of the answers
    elif _NOT_INSTRUCTION.match(text):
        # "from now on the recipes always gluten-free" is one; "the team will use Jira" not.
        verdict = True if _ALWAYS.search(text) else None
    elif _FIRST_SUBJECT.match(text):
        verdict = bool(_PREFERENCE.match(text))
    elif lang == "de" and (inverted := _DE_STATEMENT.match(text)) is not None:
        # "ab jetzt bin ich …" (the speaker's fact), "ab jetzt gilt die Regel …" (none): the
        # finite verb comes second, before its subject; an imperative has none.
        verdict = False if inverted.group(1) in ("ich", "wir") else None
    else:
        verdict = True
    return verdict


# German after "ab jetzt": a finite verb, then its subject.
_DE_STATEMENT = _rx(
    r"^(?:\w+t|ist|sind|bin|bist|wird|werden|hat|haben|kann|muss|soll|darf|will|mag)\s+(ich|wir|er"
    r"|sie|es|man|der|die|das|ein|eine|einen|dem|den|alle|alles|unser\w*|mein\w*|jede[rs]?)(?!\w)"
)
# A Chinese instruction after "以后" is about the answers or the user.
_ZH_BEHAVIOUR = _rx(r"你|我|请|回答|回复|叫|称呼|用|说|写|给|别|不要|少|多|尽量|都|一律|每次|只")


# ---------------------------------------------------------------------------------------
# "X is no longer true"
# ---------------------------------------------------------------------------------------

_CONJUNCTION = re.compile(r"^(?:but|and|also|oh|aber|und|mais|et|pero|y|但是|不过)\s*")


def _outdated_directive(
    form: Form, match: re.Match[str], clause_index: int, ctx: _Context
) -> Directive | None:
    lang = form.language
    if ctx.seg.clauses[ctx.seg.clause_at(match.end() - 1)].question:
        return None
    located = _outdated_subject(match, clause_index, ctx, lang)
    if located is None:
        return None
    span, postposed = located
    if postposed and not (_has_user(ctx.lowered[span[0] : span[1]], lang) or lang in ("ja", "es")):
        return None  # "That's no longer true" after something that is not about the user
    if lang == "es" and _es_thing_not_telling(
        ctx.lowered[ctx.seg.clauses[clause_index].start : match.start()], match.group()
    ):
        return None  # "mi portátil ya no sirve": a thing (agents.directive_es_outdated)
    raw = ctx.source(*span)
    statement = (
        None if _CONTROL.search(_trim(raw).lower()) else _clean_statement(raw, lang, forget=True)
    )
    if statement is None:
        return None
    return Directive(
        action=form.action,
        statement=statement,
        language=lang,
        form=form.name + ("+postposed" if postposed else ""),
    )


def _outdated_subject(
    match: re.Match[str], clause_index: int, ctx: _Context, lang: str
) -> tuple[tuple[int, int], bool] | None:
    """What is no longer true: the subject, a "that …" clause, or the sentence before."""
    seg = ctx.seg
    clause = seg.clauses[clause_index]
    lead = _LEAD.match(ctx.lowered, clause.start, match.start())
    start = lead.end() if lead is not None else clause.start
    subject = _CONJUNCTION.sub("", _trim(ctx.lowered[start : match.start()]))
    pointer = not subject or bool(_PRONOUN_SUBJECT.match(subject)) or _is_pointer(subject)
    after = _trim(ctx.lowered[match.end() : clause.end])
    following = [c for c in seg.sentences[clause.sentence].clauses if c.start > clause.start]
    if not pointer:
        at = start + ctx.lowered[start : match.start()].find(subject)
        return (at, match.start()), False
    if _COMPLEMENTIZER.match(after):
        return (match.end(), clause.end), False  # "Es stimmt nicht mehr, dass …"
    if following and _COMPLEMENTIZER.match(
        _trim(ctx.lowered[following[0].start : following[0].end])
    ):
        return (following[0].start, following[0].end), False
    target = _pointed(clause_index, ctx, forward=False, empty=False)
    if target is not None and target[2]:
        return target[0], True
    correction = _correction_after(clause_index, ctx, lang)
    return None if correction is None else (correction, True)


def _correction_after(clause_index: int, ctx: _Context, lang: str) -> tuple[int, int] | None:
    """With nothing before it, "that's no longer true" is about the news the speaker gives
    next, in its sentence or the one after, past a bare erase pointer ("That's not true
    anymore, scrap it — I moved out of Toronto", "Das stimmt nicht mehr, weg damit – ich
    wohn nicht mehr in Basel", "それもう違うから消して。福岡からは引っ越した")."""
    seg = ctx.seg
    clause = seg.clauses[clause_index]
    if clause_index > 0 and seg.clauses[clause_index - 1].sentence == clause.sentence:
        return None
    for index in range(clause_index + 1, len(seg.clauses)):
        nxt = seg.clauses[index]
        if nxt.sentence > clause.sentence + 1 or nxt.question or nxt.code or nxt.quoted:
            return None
        body = _trim(ctx.lowered[nxt.start : nxt.end])
        words = body.split()
        if (
            not body
            or any(nxt.start <= at < nxt.end for at in ctx.anchors)
            or (len(words) <= 3 and _is_pointer(words[-1]))
        ):
            continue  # "scrap it", "bórralo", "raye ça", "消して": the pointer, not the news
        if _CHANGE_REPORT.match(body) or not (lang == "ja" or _has_user(body, lang)):
            return None
        end = nxt.end
        for after in seg.clauses[index + 1 :]:
            words = _trim(ctx.lowered[after.start : after.end]).split()
            if (
                after.sentence != nxt.sentence
                or not words
                or _TAG.match(" ".join(words))
                or any(after.start <= at < after.end for at in ctx.anchors)
                or (len(words) <= 3 and _is_pointer(words[-1]))
            ):
                break  # "…，我早就搬离深圳了，划掉": the pointer again, not the news
            end = after.end
        return nxt.start, end
    return None


# ---------------------------------------------------------------------------------------
# Statement cleaning
# ---------------------------------------------------------------------------------------

_EMPTY_STATEMENTS = (
    _BACK_PRONOUNS
    | _FORWARD_PRONOUNS
    | {"me", "you", "us", "everything", "all", "about it", "about that", "about this", "this"}
    # (a reply particle is no statement: "No no, no hace falta que lo recuerdes")
    | {"no", "no no", "no, no", "sí", "vale", "bueno", "pues"}
)
_FORGET_FRAME = _rxi(
    r"^(?:(?:everything|anything|all)\s+(?:that\s+)?you(?:'ve|\s+have)?\s+(?:saved|stored|recorded"
    r"|noted|kept)\s+(?:about|on|regarding)\s+"
    r"|(?:everything|anything|what|all|the\s+stuff|the\s+things?)\s+(?:that\s+)?(?:i\s+(?:told\s+you"
    r"|said|mentioned|shared|wrote)|you\s+know)(?:\s+(?:earlier|before|previously|last\s+time))?\s+"
    r"(?:about|regarding|on|concerning)\s+|(?:the\s+)?(?:thing|stuff|bit|part|fact|info|information"
    r"|detail|details|note|memory|entry)\s+(?:about|regarding|on)\s+|about\s+|lo\s+(?:de\s+)?que\s+te"
    r"\s+\w+\s+(?:de|sobre|acerca\s+de)\s+|lo\s+de\s+(?:que\s+)?|eso\s+de\s+(?:que\s+)?"
    r"|das\s+mit\s+|le\s+truc\s+sur\s+|alles,?\s+was\s+(?:du|ich\s+dir)\s+(?:über|von|zu)\s+"
    r"|(?:tout\s+)?ce\s+que\s+(?:tu\s+sais|je\s+t'ai\s+dit|(?:tu\s+as|vous\s+avez)\s+(?:enregistré|noté"
    r"|retenu|gardé|mémorisé|stocké|sauvegardé))\s+(?:sur|de|à\s+propos\s+de)\s+"
    r"|(?:todo\s+)?lo\s+que\s+sabes\s+(?:de|sobre)\s+"
    # The words naming the memory, in every language ("the memory where I told you …", "die
    # Info über …", "ce que je vous ai confié au sujet de …", "lo que le conté sobre …").
    r"|(?:(?:where|in\s+which)\s+)?i\s+(?:told\s+you|said|mentioned)\s+(?:that\s+)?(?=i\s|i'|my\s)"
    r"|(?:where|in\s+which)\s+i\s+(?:told\s+you|said|mentioned)\s+(?:that\s+)?|(?:that\s+)?says\s+(?:that\s+)?"
    r"|(?:die\s+)?(?:info|infos|information|erinnerung|notiz|angabe|angaben)\s+(?:über|zu|an|von)\s+"
    r"|wo\s+ich\s+(?:gesagt|erzählt|geschrieben)\s+(?:hab|habe)\s*,?\s*(?:dass\s+)?"
    r"|l'info(?:rmation)?\s+(?:sur|de)\s+|(?:la\s+)?(?:note|mention)\s+(?:sur|de)\s+"
    # (a removal imperative opening a statement pointed back at: "Laisse tomber l'info sur …")
    r"|(?:laisse(?:z)?\s+tomber|oublie(?:z)?|efface(?:z)?|supprime(?:z)?)\s+(?=l'info|le\s+truc|l'histoire)"
    r"|(?:tout\s+)?ce\s+que\s+je\s+(?:vous|t')\s*ai\s+(?:dit|confié|raconté|écrit)\s+(?:sur|de|à\s+propos\s+de"
    r"|au\s+sujet\s+de|concernant)\s+"
    r"|(?:la\s+)?(?:info|información|nota|dato)\s+(?:de|sobre)\s+"
    r"|lo\s+que\s+(?:te|le)\s+(?:dije|conté|comenté|escribí)\s+(?:de|sobre|acerca\s+de)\s+)"
    # (en/de/fr, round 14) A frame about the speaker as a whole is its own statement: "wipe
    # everything you know about me", "oublie tout ce que tu sais de moi", "vergiss alles, was
    # du über mich weißt" (what is left would be a bare pronoun).
    r"(?!(?:me|moi|mich)(?:\s+(?:weißt|wissen|gespeichert\s+hast|hast))?(?:[\s.!]*$|\s*[,;:—–-]))"
)
# … and after the content in Chinese and Japanese ("元彼の記憶", "我养猫这件事").
_MEMORY_TAIL = re.compile(
    r"(?:っていう|という|って|の)?(?:記憶|情報|メモ|記録|データ)$"
    # the place a removal takes it from ("wipe the note about my allergy from memory"; round 15)
    r"|\s+(?:from|out\s+of)\s+(?:your\s+)?(?:memory|notes)$"
    r"|(?<=[\u3400-\u9fff])(?:这件事|這件事|这条记忆|這條記憶|这条|這條|那条|那條|的记忆|的記憶|这个信息|的信息)$"
)
_ZH_FRAME = re.compile(
    r"^(?:关于|關於)(.+?)的(?:那条|那條|这条|這條|事|记忆|記憶|记录|記錄|信息|内容)?$"
)
# "…ってこと" cut before its last kana by the particle the verb took ("…ってこ|と覚えて").
_JA_FROM_MEMORY = re.compile(r"^(?:記憶|メモリー?|メモ|記録)から")
_JA_KOTO = re.compile(r"(?:ってこ|っていうこ|というこ)$")
_JA_PARTICLE = re.compile(r"(?:ということ|ってこと)?(?:を|(?<!こ)と|って|は|も)$|^もう")


def _clean_statement(raw: str, lang: str, *, forget: bool) -> str | None:
    statement = _fold(sanitize(raw, max_runes=max(len(raw), 1)))
    for _ in range(3):
        before = statement
        statement = _trim(statement)
        lead = _STATEMENT_LEAD.match(statement)
        if lead is not None and lead.end() > 0:
            statement = statement[lead.end() :]
        statement = _strip_trailing(statement) or statement
        statement = _strip_quotes(_trim(statement))
        if forget:
            frame = _FORGET_FRAME.match(statement)
            if frame is not None and frame.end() < len(statement):
                statement = statement[frame.end() :]
            zh = _ZH_FRAME.match(statement)
            if zh is not None:
                statement = zh.group(1)
            tail = _MEMORY_TAIL.search(statement)
            if tail is not None and tail.start() > 0:
                statement = statement[: tail.start()]
        if lang in ("zh", "ja"):
            statement = statement[cjk_salutation_end(statement) :]  # "小星你好～我叫…"
        if lang == "ja" and not statement.endswith("ということ"):
            statement = _JA_PARTICLE.sub("", _JA_KOTO.sub("", statement))
            statement = _JA_FROM_MEMORY.sub("", statement)  # "記憶から私の旧姓(を消して)"
        if statement == before:
            break
    statement = _trim(statement)
    if statement.lower() in _EMPTY_STATEMENTS or not any(ch.isalnum() for ch in statement):
        return None
    return statement


def _strip_quotes(statement: str) -> str:
    while len(statement) >= 2 and _PAIRED_QUOTES.get(statement[0]) == statement[-1]:
        statement = statement[1:-1].strip(_EDGE)
    if statement[:1] in _OPEN_QUOTES.replace("'", "") and not any(
        q in statement[1:] for q in _CLOSE_QUOTES
    ):
        statement = statement[1:].lstrip()
    if statement[-1:] in _CLOSE_QUOTES and not any(q in statement[:-1] for q in _OPEN_QUOTES):
        statement = statement[:-1].rstrip()
    return statement


# --- cessation: "I don't work at X anymore" -------------------------------------------
#
# A first-person statement that a state of the speaker has ended is a forget of that state.
# Three word classes decide, per language: a cessation marker (anymore / no longer / nicht
# mehr / ne … plus / ya no / もう…ない / 不再, 已经不…了), a verb of a lasting state (work,
# live, use, have, be, own, drive, play, attend …) and, after "have", a concrete object
# (not time, energy, patience: "I don't have time anymore" is a complaint). "Be" needs a
# role or a place after it, so moods ("I'm not mad anymore", "je ne suis plus fâché") stay
# chat. The subject is the speaker: "I"/"ich"/"je"/"我" or a dropped one, never a third person.

_STATE_EN = (
    r"work|live|use|have|own|drive|play|attend|study|eat|drink|smoke|take|go|do|run|rent"
    r"|follow|keep|teach|volunteer|coach|lead|manage|wear|ride|practice|practise"
)
_ABSTRACT = (
    r"time|energy|patience|idea|clue|money|strength|interest|motivation|desire|choice|hope"
    r"|zeit|lust|kraft|geld|bock|ahnung|nerven|energie|geduld|hoffnung|wahl"
    r"|temps|envie|force|argent|patience|idée|choix|espoir"
    r"|tiempo|ganas|fuerzas|dinero|paciencia|idea|opción|esperanza"
)
# Things a household no longer has that are no state of it ("we don't have the bug anymore").
_HOUSEHOLD_NOT = (
    r"bug|bugs|error|errors|issue|issues|problem|problems|access|option|choice|class|classes"
    r"|school|power|internet|wifi|signal|meeting|meetings|budget|plan|plans|deadline"
)
_CEASE_RX = {
    "en": _rx(
        rf"^(?:i\s+(?:do\s*n[o'’]?t|dont|no\s+longer)\s+(?:{_STATE_EN})(?![\w'])"
        rf"(?!\s+(?:a\s+|any\s+|the\s+)?(?:{_ABSTRACT})(?![\w']))(?!\s+(?:it|that|this|them|to)\b)"
        r"|i(?:'m|’m|\s+am|m)\s+(?:not|no\s+longer)\s+(?:a|an|the|on|at|in|with|part|into"
        r"|working|living|using|studying|dating|married|engaged|employed|vegan|vegetarian|learning"
        r"|taking|attending|teaching|training|playing|seeing|pregnant|single)(?![\w'])"
        # Subjectless chat ("not vegan anymore btw", "no longer at Google").
        r"|(?:not|no\s+longer)\s+(?:at|in(?!\s+(?:the\s+)?(?:mood|love|a\s+hurry))|with|working|living"
        r"|vegan|vegetarian|married|engaged|employed|dating|studying|learning|pregnant)\s"
        # The speaker's people: "my son doesn't go to that school anymore".
        r"|my\s+(?:\w+\s+)?(?:son|daughter|kids?|children|wife|husband|partner|boyfriend"
        r"|girlfriend|mom|mum|dad|mother|father)\s+(?:does\s*n[o'’]?t|doesnt|no\s+longer)\s+"
        rf"(?:go|work|live|attend|play|study|take|have)(?![\w'])"
        rf"(?!\s+(?:a\s+|any\s+|the\s+)?(?:{_ABSTRACT})(?![\w']))"
        # The household: "we don't have the hamster anymore", "we no longer live in Leeds".
        rf"|we\s+(?:do\s*n[o'’]?t|dont|no\s+longer)\s+(?:have|own|live|rent|keep)\s+(?:a|an|the|our|in|at"
        rf"|any)\s+(?!(?:{_ABSTRACT}|{_HOUSEHOLD_NOT})(?![\w'])))"
    ),
    "de": _rx(
        r"^(?:(?:ich\s+)?(?:arbeite|wohne|lebe|nutze|benutze|verwende|habe|hab|bin|fahre|spiele"
        r"|studiere|besuche|rauche|trinke|esse|besitze|gehe)|wir\s+(?:haben|wohnen|leben|besitzen)"
        # The speaker's people: "mein Sohn geht nicht mehr in die Kita", "die Kleine …".
        r"|(?:mein|meine|unser|unsere|die|der)\s+(?:sohn|tochter|kinder|kind|frau|mann|partner|partnerin"
        r"|freund|freundin|mutter|vater|kleine|kleiner|große|großer)\s+(?:geht|arbeitet|wohnt|lebt"
        r"|spielt|studiert|besucht|hat|gehen|wohnen|spielen|besuchen))"
        r"(?![\wäöüß])"
        rf"(?!.*\b(?:kein\w*|nicht)\s+(?:{_ABSTRACT})\b)"
        r"(?=.*(?:nicht\s+mehr|kein\w*\s+.{1,60}?\s+mehr(?![\wäöüß])))"
    ),
    "fr": _rx(
        r"^(?:(?:je\s+(?:ne\s+|n'|n’)?|j'|j’)(?:travaille|habite|vis|utilise|suis|ai|possède"
        r"|conduis|joue|étudie|fume|bois|mange|fais|vais|loue)"
        r"|(?:on\s+(?:ne\s+|n'|n’)?(?:a|habite|vit|possède)|nous\s+(?:ne\s+|n'|n’)?(?:avons|habitons"
        r"|vivons|possédons))"
        r"|(?:mon|ma|mes)\s+(?:fils|fille|enfants?|femme|mari|copain|copine|mère|père)\s+(?:ne\s+|n'|n’)?"
        r"(?:va|vont|travaille|habite|vit|joue|étudie|fait|font))\s+plus\s+"
        rf"(?!(?:rien|personne|jamais|sûre?|sur|besoin|peur|faim|soif|mal|(?:le\s+|la\s+|l'|d'|de\s+)?(?:{_ABSTRACT}))(?![\w']))"
    ),
    "es": _rx(
        r"^(?:(?:yo\s+|nosotros\s+)?ya\s+no\s+(?P<v>trabajo|vivo|uso|utilizo|tengo|soy|manejo|conduzco"
        r"|juego|estudio|fumo|bebo|como|voy|hago|alquilo|llevo|tenemos|vivimos|estoy(?=\s+(?:casad[oa]"
        r"|embarazada|en\s|con\s|de\s+novi[oa])))\s+"
        # Rioplatense "no … más": "no estoy más casado", "no vivo más en Rosario".
        r"|(?:mi|mis)\s+(?:hijo|hija|hijos|hijas|esposa|esposo|mujer|marido|novio|novia|madre|padre)"
        r"\s+ya\s+no\s+(?:va|van|trabaja|vive|viven|juega|estudia|hace)\s+"
        r"|(?:yo\s+)?no\s+(?:trabajo|vivo|uso|soy|manejo|juego|estudio|fumo|vivimos"
        r"|estoy(?=\s+más\s+(?:casad[oa]|embarazada|en\s|con\s)))\s+más\s+)"
        rf"(?!(?:nada|nadie|que|miedo|hambre|sueño|(?:el\s+|la\s+|las\s+|los\s+)?(?:{_ABSTRACT}))(?![\w]))"
    ),
    "zh": _rx(
        r"^我(?:们家|們家|们|們|家|儿子|兒子|女儿|女兒|孩子|老婆|老公|妈|媽|爸)?(?:现在|已经|早就|早已|目前)*"
        # … a change, not a habit: "我不吃香菜" is none, "我不吃肉了", "我已经不…" are.
        r"(?:不再|(?<=现在|已经|早就|早已|目前)不|不(?=.*了$))"
        r"(?:在|住|用(?!再)|是(?!很|那么|太)|做|当|养|开|抽|玩|上|读|学|穿|租|喝|吃)"
        r".{0,30}了?$"
    ),
    "ja": _rx(
        r"^(?!.*(?:彼|彼女|母|父|妻|夫|息子|娘|友達|兄|姉|弟|妹|あなた|君)[はがも]).*もう.*"
        r"(?:働いて|住んで|使って|やって|飼って|持って|通って|乗って|吸って|勤めて|務めて)"
        r"(?:い)?(?:ない|ません)"
        r"|^(?!.*(?:彼|彼女|母|父|妻|夫|息子|娘|友達|兄|姉|弟|妹|あなた|君)[はがも]).*"
        r"(?:働いて|住んで|使って|やって|飼って|持って|通って|乗って|吸って|勤めて|務めて)"
        r"(?:い)?(?:ない|ません).*もう"
        # "もうスイミングスクールは辞めた": the speaker quit something; someone else named
        # after the verb ("…のよ、娘が…") is the reason, not the subject.
        r"|^(?:(?!(?:彼|彼女|母|父|妻|夫|息子|娘|友達|兄|姉|弟|妹|あなた|君)[はがも]).)*?もう"
        r"[^\s、。！？]{2,}?(?<![のをはも])(?<!こと)(?:は|を|も)?(?:辞め|やめ|止め)(?:た|ました|ちゃった|ちゃいました|てしまった)"
        r"(?!ら|り|ほう|方)"
        # The topic before "もう": "タバコはもうやめました".
        r"|^(?:(?!(?:彼|彼女|母|父|妻|夫|息子|娘|友達|兄|姉|弟|妹|あなた|君)[はがも]).)*?"
        r"[^\s、。！？]{2,}?(?<![のをはも])(?<!こと)(?:は|を|も)もう(?:辞め|やめ|止め)"
        r"(?:た|ました|ちゃった|ちゃいました|てしまった)(?!ら|り|ほう|方)"
        # A role the speaker no longer has, with the copula negated: "もう学生じゃない",
        # "もうベジタリアンではありません" (moods and states of mind are no role: "もう大丈夫
        # じゃない", "もう好きじゃない").
        r"|^(?!.*(?:彼|彼女|母|父|妻|夫|息子|娘|友達|兄|姉|弟|妹|あなた|君)[はがも]).*もう"
        r"(?!.*(?:大丈夫|元気|好き|嫌い|暇|無理|平気|本気|子供|子ども|若く|簡単|必要|関係|問題|興味)"
        r"(?:じゃ|では))[^\s、。！？]{2,12}?(?:じゃ|では)(?:ない|なく|ありません)"
    ),
}
# Substring tests, not a regex search: most messages pass through here.
_CEASE_CUES = ("any more", "anymore", "no longer", "mehr", " plus", "ya no", "もう", "不再")
_CEASE_ZH = ("我不", "已经不", "们不", "現在不", "现在不", "早就不", "早已不", "目前不")


_NO_MAS = re.compile(r"(?<!\w)no\s+\w+\s+más(?!\w)")


def _cease_cue(lowered: str) -> bool:
    if any(cue in lowered for cue in _CEASE_CUES):
        return True
    if " más" in lowered and _NO_MAS.search(lowered):
        return True
    return "了" in lowered and any(cue in lowered for cue in _CEASE_ZH)


_CEASE_END = _rxi(r"(?<![\w'])(?:any\s*more)(?![\w'])")
_CEASE_TRIM = _rxi(r"\s*(?:,?\s*(?:any\s*more|anymore))\s*$")


def _cessation(text: str, lowered: str) -> Directive | None:
    """The speaker's statement that a lasting state of theirs has ended, as a forget of it
    (see the comment above); ``None`` for anything else."""
    if not _cease_cue(lowered):
        return None
    user = unicodedata.normalize("NFC", text[:_HEAD_LIMIT])
    probe = _fold(user)
    if _HAS_TRADITIONAL.search(probe) and not _KANA.search(probe):
        probe = probe.translate(_T2S)
    low = _lower(probe)
    seg = segment(probe)
    for clause in seg.clauses:
        if clause.question or clause.quoted or clause.code or clause.speech >= 0:
            continue
        raw = low[clause.start : clause.end]
        body = raw.strip(_EDGE_CHARS)
        if not body:
            continue
        offset = clause.start + raw.index(body)
        for lang, rx in _CEASE_RX.items():
            if rx.search(body) is None:
                continue
            if lang == "de" and not any(c.isupper() for w in user[offset:].split()[1:] for c in w):
                continue  # German names its lost state with a noun
            stated = user[offset : offset + len(body)]
            if lang == "en" and (cut := _CEASE_END.search(stated)) is not None:
                stated = stated[: cut.end()]  # "…anymore RIP Nibbles so pls stop asking"
            statement = _CEASE_TRIM.sub("", stated).strip(_EDGE)
            if statement:
                return Directive(
                    action=_FORGET, statement=statement, language=lang, form="cessation"
                )
    return None


# --- habitual instructions: "Always give me temperatures in Celsius" -------------------
#
# An imperative of presenting (give, show, write, answer, use, call …) with a habitual
# adverb (always/never, immer/nie, toujours/jamais, siempre/nunca, いつも/絶対/必ず) and the
# speaker as its beneficiary ("me", "mir", "bei mir", "moi", "conmigo", "私には"; Japanese
# may drop it) is a standing instruction, with or without "from now on". Advice to someone
# else ("always give yourself time") names no speaker; "I always use …" has a subject.

_HABIT_RX = {
    "en": _rx(
        r"^(?=.*(?<![\w'])(?:always|never)(?![\w']))(?=.*(?<![\w'])(?:me|my)(?![\w']))"
        r"(?:please\s+)?(?:(?:always|never)\s+)?(?:give|show|write|answer|reply|respond|use|call"
        r"|address|talk|speak|format|send|list|explain|put|quote|round|convert)(?![\w'])"
    ),
    "de": _rx(
        r"^(?:bitte\s+)?(?:gib|zeig|zeige|schreib|schreibe|antworte|nutze|benutze|verwende|nenn"
        r"|nenne|sprich|rede|formatiere|schick|schicke|erkläre|duz|sieze)(?![\wäöüß])"
        r"(?=.*(?<![\wäöüß])(?:immer|nie|niemals|stets)(?![\wäöüß]))"
        r"(?=.*(?<![\wäöüß])(?:mir|mich)(?![\wäöüß]))"
    ),
    "fr": _rx(
        r"^(?=.*(?<![\w'])(?:toujours|jamais)(?![\w']))"
        r"(?:(?:ne|n')\s*)?(?:donne|montre|écris|réponds|utilise|appelle|parle|envoie|explique"
        r"|mets|tutoie|vouvoie|emploie)(?:-moi)?(?![\w'])"
        r"(?=.*(?:(?<![\w'])moi|-moi|(?<![\w'])m')(?![\w']))"
    ),
    "es": _rx(
        r"^(?:(?:así\s+que|entonces|por\s+eso|y|pero|pues|por\s+favor|porfa)\s+)?(?:"
        r"(?=.*(?<![\w])(?:siempre|nunca)(?![\w]))(?=.*(?:(?<![\w])(?:mí|conmigo)|me)(?![\w]))"
        r"(?:(?:siempre|nunca|no)\s+)?(?:da|dame|muestra|muéstrame|escribe|escríbeme|responde"
        r"|respóndeme|usa|uses|utiliza|utilices|llámame|me\s+llames|háblame|me\s+hables|ponme"
        r"|me\s+pongas|envíame|explícame|me\s+des|me\s+muestres"
        # (what is offered to the user: "nunca me recomiendes …", "nunca me sugieras …")
        r"|me\s+(?:recomiendes|sugieras|propongas|pases|mandes|ofrezcas|menciones)"
        r"|recomiéndame|sugiéreme|pásame|mándame)(?![\w])"
        # "never again" said with "volver a": "no me vuelvas a recomendar …"
        r"|(?:no|nunca)\s+me\s+vuelvas\s+a\s+(?:recomendar|sugerir|pasar|poner|mandar|enviar"
        r"|mostrar|ofrecer|proponer|dar)(?![\w]))"
    ),
    "ja": _rx(
        r"(?:いつも|常に|毎回|必ず|絶対(?:に)?)"
        r".{0,30}(?:教えて|書いて|答えて|呼んで|話して|出して|表示して|使って|使わないで|書かないで"
        r"|出さないで|呼ばないで)(?:ください|下さい|ね|ほしい)?$"
    ),
}
_HABIT_CUES = (
    "always",
    "never",
    "immer",
    "nie",
    "stets",
    "toujours",
    "jamais",
    "siempre",
    "nunca",
    "vuelvas",
    "いつも",
    "常に",
    "毎回",
    "必ず",
    "絶対",
)


def _habitual(text: str, lowered: str) -> Directive | None:
    """A standing instruction carried by a habitual adverb (see the comment above)."""
    if not any(cue in lowered for cue in _HABIT_CUES):
        return None
    user, low = _folded_head(text)
    for clause in segment(low).clauses:
        if clause.question or clause.quoted or clause.code or clause.speech >= 0:
            continue
        raw = low[clause.start : clause.end]
        body = raw.strip(_EDGE_CHARS)
        if not body:
            continue
        offset = clause.start + raw.index(body)
        for lang, rx in _HABIT_RX.items():
            if rx.search(body) is not None:
                # "soy vegano, así que nunca me sugieras …" keeps its reason
                # (:mod:`agents.directive_es_reason`)
                reason = _es_reason_start(low, offset) if lang == "es" else None
                start = offset if reason is None else reason
                statement = user[start : offset + len(body)].strip(_EDGE)
                return Directive(
                    action=_REMEMBER,
                    statement=statement,
                    language=lang,
                    form="standing",
                    standing=True,
                )
    return None


def _undirected(text: str, lowered: str, hits: AbstractSet[str]) -> Directive | None:
    """What no directive verb says: a state that ended, a habitual instruction, a header."""
    if lowered.isascii():
        head = lowered[:48]
        if (
            _UNDIRECTED_KEYS.isdisjoint(hits)
            and ":" not in head
            and "->" not in head
            and "=>" not in head
        ):
            return None  # the common case: no cue of these three at all
    elif _UNDIRECTED_CJK.search(lowered) is None and _UNDIRECTED_KEYS.isdisjoint(hits):
        return None
    return (
        cjk_update_header_directive(text, lowered)  # "更正一下你对我的了解：我已经不在…了，…"
        or _cessation(text, lowered)
        or _habitual(text, lowered)
        or _header(text)
        or _labelled(text, lowered)
    )


# The gate of the three: Latin cue words by their first four letters (as ``_KEYS``), and
# one character class for the CJK cues (もう, いつも, 常に, 毎回, 必ず, 絶対, 不再/…不…了, "：").
_UNDIRECTED_KEYS = frozenset(
    (
        "any",
        "anym",
        "long",
        "mehr",
        "plus",
        "ya",
        "alwa",
        "neve",
        "imme",
        "nie",
        "nie,",
        "stet",
        "touj",
        "jama",
        "siem",
        "nunc",
        "vuel",  # "no me vuelvas a recomendar …"
        "más",
        "más,",
        "más.",
        # Removal verbs no form lists, for a topic handed over ("tu peux virer", "wegmachen").
        "vire",
        "wegm",
        "lais",  # "laisse tomber le truc du …"
    )
)
# "mem+ …", "/merken …", "Memory – …" (:mod:`agents.directive_lat_labels`).
_UNDIRECTED_KEYS |= _LABEL_KEYS
_UNDIRECTED_CJK = re.compile("[もつ常毎必絶不：:→>]")
_ALL_KEYS = (
    _GATE_KEYS
    | _UNDIRECTED_KEYS
    | _CORRECTION_KEYS
    | _ES_CORRECTION_KEYS
    | _ES_RELEASE_KEYS
    | _LAT_RELEASE_KEYS
    | _WISH_KEYS
    | _FOLLOWING_KEYS
    | _ADJUNCT_KEYS
    | _TOPIC_KEYS
    | _SETTLED_KEYS
    | _ASIDE_KEYS
    | _REVOKED_KEYS
    | _DICTATED_KEYS
)
_KEY_LIST = sorted(_ALL_KEYS)
# All keys found in one pass of an Aho-Corasick automaton (Rust): a chat line's words need
# not be split and cut to their prefixes to learn that none starts with a key.
_KEY_MATCHES = AhoCorasick(_KEY_LIST, matchkind=MatchKind.Standard).find_matches_as_indexes


def _key_hits(lowered: str) -> set[str]:
    """The keys that are the prefix of a word of ``lowered``, as
    ``_ALL_KEYS.intersection(map(_PREFIX, lowered.split()))`` finds them: a key of
    ``_KEY`` characters starts a word; a shorter one is a whole word."""
    if not lowered.isascii():
        # Text in other scripts has few spaces, and the automaton would have to encode it
        # to UTF-8 first: splitting is cheaper there.
        return set(_ALL_KEYS.intersection(map(_PREFIX, lowered.split())))
    hits: set[str] = set()
    end_of_text = len(lowered)
    for index, start, end in _KEY_MATCHES(lowered, True):
        if start and not lowered[start - 1].isspace():
            continue
        if end - start < _KEY and end < end_of_text and not lowered[end].isspace():
            continue
        hits.add(_KEY_LIST[index])
    return hits


# --- memory headers: "mem: …", "Notiz: …", "記憶に追加：…" ------------------------------
#
# A label before a colon at the start of the message, made only of memory words — a noun
# of memory or of note-taking, and words of saving, adding, updating and addressing ("For
# your notes about me:", "Erinnerung speichern:", "Füge zu deinen Erinnerungen hinzu:",
# "メモリー更新：", "记忆更新：") — puts what follows into memory. A memory noun ("mem",
# "Memoria", "Mémoire", "記憶") takes any statement that is not a task; a note noun, which
# also marks an aside ("Note: the API changed"), takes one about the speaker or a short
# verbless fact ("Notiz: allergisch gegen Nickel").

_HEADER = _rx(
    r"^\s*[*_#]*\s*(?P<h>[^:：\n*_]{1,40}?)\s*[*_]*\s*(?:[:：]|->|→|=>)\s*[*_]*\s*(?P<p>\S.*)$"
)
_HEADER_MEMORY = _alternatives(
    "memory|memories|mem|memoria|memorias|mémoire|gedächtnis|erinnerung|erinnerungen"
    "|speicher|recuerdo|souvenir"
)
_HEADER_NOTE = _alternatives("note|notes|memo|notiz|notizen|nota|notas|mémo|notes")
_HEADER_WORDS = _alternatives(
    "save|store|add|update|new|for|your|the|my|about|me|to|in|into|please|long|term"
    "|speichern|speichere|füge|hinzu|zu|deinen|deine|dein|neue|neuer|aktualisieren|bitte|ins|in"
    "|über|mich|guarda|guardar|añade|añadir|agrega|nueva|nuevo|actualizar|a|tu|tus|en|para|sobre"
    "|mí|ajoute|ajouter|nouvelle|nouveau|mise|à|jour|ta|tes|dans|pour|sur|moi|enregistre|la|le"
    "|pls|plz|enregistrer|retenir|garder|mettre|terme|eintrag|für|merken|largo|plazo|guardar|recordar"
    # Every imperative of saving, adding and updating, not only the infinitive and the noun:
    # "Aktualisiere dein Gedächtnis:", "Mets à jour ta mémoire :", "Actualiza tu memoria:".
    "|put|keep|log|record|commit|write|remember|memorize|memorise|this|bank|term|permanent"
    "|aktualisiere|aktualisier|ergänze|ergänz|speicher|trag|nimm|auf|ein|deinem|dem|den|merk|dir"
    "|mets|actualise|complète|garde|retiens|mémorise"
    "|actualiza|anota|apunta|pon|mete|graba|registra|su"
    # … and of correcting it: "Correct your memory:", "Corrige ta mémoire :".
    "|correct|fix|edit|amend|korrigiere|korrigier|berichtige|corrige|corriger|rectifie|corregir"
    "|modifica|modifie"
)
_HEADER_CJK = _rx(
    r"^(?:(?:新的?|新しい)?(?P<m>记忆|記憶|メモリー?|备忘录?|備忘録?|メモ|笔记|筆記|记录|記録)"
    r"(?:に|を|へ)?(?:更新|追加|保存|添加|新增|存入|存|修正|訂正)?(?:一下|下|して|しといて|しておいて)?"
    r"|(?:更新|追加|保存|添加|新增|写入|写进|存入|存进|记入|改|修改|修正|更正)(?:一下|下)?(?:到)?"
    r"(?:你的)?(?:长期|長期)?(?P<m2>记忆|記憶|メモリー?|备忘录?|メモ)"
    r"|(?P<m3>保存|記録|記憶|存|记|記)(?:して|しといて|しておいて|一下|下来|下來)(?:ください|ね)?)$"
)
_NOTE_CJK = frozenset(
    ("メモ", "メモリ", "备忘", "备忘录", "備忘", "備忘録", "笔记", "筆記", "记录", "記録")
)


_HEADER_LANGUAGE = (
    ("notiz", "de"),
    ("gedächtnis", "de"),
    ("erinnerung", "de"),
    ("speicher", "de"),
    ("mémoire", "fr"),
    ("mémo", "fr"),
    ("ajoute", "fr"),
    ("nota", "es"),
    ("memoria", "es"),
    ("recuerdo", "es"),
    ("guarda", "es"),
)


def _header_label(head: str) -> tuple[str, bool] | None:
    """The language of a label of memory words and whether it names memory (``True``) or
    only a note (``False``); ``None`` when the label is anything else."""
    if _CJK_CHAR.search(head):
        cjk = _HEADER_CJK.match(head)
        if cjk is None:
            return None
        noun = cjk.group("m") or cjk.group("m2") or cjk.group("m3") or ""
        note = noun in _NOTE_CJK and not head.endswith(("更新", "追加", "保存", "添加", "新增"))
        return ("ja" if _KANA.search(head) or "記" in head or "録" in head else "zh"), not note
    words = [part for w in _WORDS.findall(head) for part in w.split("-")]
    memory = any(w in _HEADER_MEMORY for w in words)
    if not (memory or any(w in _HEADER_NOTE for w in words)) or not all(
        w in _HEADER_WORDS or w in _HEADER_MEMORY or w in _HEADER_NOTE for w in words
    ):
        return None
    if not memory and any(
        words[i] in _HEADER_FOR and words[i + 1] in _HEADER_SELF for i in range(len(words) - 1)
    ):
        return None  # "Nota para mí:", "note for me:": the speaker's own note to self
    lang = next(
        (lang for word, lang in _HEADER_LANGUAGE if any(w.startswith(word) for w in words)), "en"
    )
    return lang, memory


_HEADER_FOR = frozenset(("para", "for", "to", "pour", "für"))
_HEADER_SELF = frozenset(("mí", "mi", "me", "myself", "moi", "mich", "self"))


def _header(text: str) -> Directive | None:
    """A message opened by a label of memory words and a colon (see the comment above)."""
    head = text[:48]
    # The label ends on a colon or an arrow ("new memory pls -> …"), as ``_HEADER`` reads it.
    if not any(mark in head for mark in (":", "：", "->", "=>", "→")):
        return None
    user, low = _folded_head(text)
    found = _HEADER.match(low)
    label = None if found is None else _header_label(found.group("h").strip())
    if found is None or label is None:
        return None
    lang, memory = label
    payload = found.group("p")
    if _task_word(payload) or _task_deixis(payload) or payload.rstrip().endswith(("?", "？")):
        return None
    short = len(payload) <= 14 if _CJK_CHAR.search(payload) else len(payload.split()) <= 4
    if not (memory or short or _has_user(payload, lang)):
        return None
    statement = _clean_statement(user[found.start("p") :], lang, forget=False)
    if statement is None:
        return None
    return Directive(action=_REMEMBER, statement=statement, language=lang, form="memory")


def _labelled(text: str, lowered: str) -> Directive | None:
    """A chat-ops command or a label that opens the message ("mem+ …", "/merken …", "Zum
    Merken: …", "à retirer de la mémoire : …"; :mod:`agents.directive_lat_labels`): a
    statement that is no task and no question, about the user unless memory is named."""
    found = _label(lowered)
    if found is None:
        return None
    user, low = _folded_head(text)
    if len(low) != len(lowered):
        return None
    lang, payload = found.language, low[found.start : found.end]
    about_user = _speaker_statement(payload, lang)
    if (
        payload.rstrip().endswith("?")
        or (_task_word(payload) and not about_user)  # "mem+ I write code at a bank" is the user's
        or _task_deixis(payload)
        or (found.action == "forget" and _CONTROL.search(_trim(payload)) is not None)
        or not (found.addressed or (about_user and not _PLAN.match(payload)))
    ):
        return None
    forget = found.action == "forget"
    statement = _clean_statement(user[found.start : found.end], lang, forget=forget)
    if statement is None:
        return None
    action = _FORGET if forget else _REMEMBER
    return Directive(action=action, statement=statement, language=lang, form="memory")


# German drops the subject of a statement about oneself: "Notiere: bin ab Juli Teamlead",
# "bitte merkn: hab ne Glutenunverträglichkeit".
_DE_DROPPED_SUBJECT = _rx(r"^\W*(?:bin|hab|habe|hatte|war|wohne|arbeite)(?!\w)")
# Spoken French says "on" for "we": "on construit une maison", "On a un chien". Only as the
# subject that opens a statement the user asked to keep.
_FR_ON = _rx(r"^\W*on\s+(?!dit\b|sait\b|peut\b|doit\b)")


def _speaker_statement(payload: str, lang: str) -> bool:
    """A statement about the user, with the subject languages drop or say as "on"."""
    return (
        _has_user(payload, lang)
        or (lang == "de" and _DE_DROPPED_SUBJECT.match(payload) is not None)
        or (lang == "fr" and _FR_ON.match(payload) is not None)
    )


@functools.lru_cache(maxsize=8)
def _folded_head(text: str) -> tuple[str, str]:
    """The head of ``text`` a reader after the gate works on (NFC) and its folded lower
    case. Cached: a line that reaches :func:`_closing` is read by up to three of them."""
    user = unicodedata.normalize("NFC", text[:_HEAD_LIMIT])
    return user, _lower(_fold(user))


def _announcement(text: str) -> Directive | None:
    """A memory request that ends on a colon, and its statement after the colon
    (:mod:`agents.directive_announce`): a statement about the user that is not a task."""
    user, low = _folded_head(text)
    # (and "te cuento algo para que te lo acuerdes: …": :mod:`agents.directive_es_announce`)
    found = (_announced(low) or _es_purpose(low)) if len(low) == len(user) else None
    if found is None:
        return None
    payload = low[found.start : found.end]
    about_user = _speaker_statement(payload, found.language)
    if not about_user or _task_word(payload) or _task_deixis(payload):
        return None
    if _relayed(low, found.head_start, found.start):
        return None
    statement = _clean_statement(user[found.start : found.end], found.language, forget=False)
    if statement is None:
        return None
    statement = _corrected(statement, low)
    return Directive(action=_REMEMBER, statement=statement, language=found.language, form="memory")


def _told_for_good(text: str, hits: AbstractSet[str]) -> Directive | None:
    """A fact told "once and for all" (:mod:`agents.directive_fr_settled`): a statement
    about the user that is not a task."""
    if hits.isdisjoint(_SETTLED_KEYS):
        return None  # no word of a final telling: the common case costs one set test
    user, low = _folded_head(text)
    found = _settled_telling(low) if len(low) == len(user) else None
    if found is None:
        return None
    payload = low[found.start : found.end]
    if not _speaker_statement(payload, found.language) or _task_word(payload):
        return None
    if _task_deixis(payload) or _relayed(low, found.head_start, found.start):
        return None
    statement = _clean_statement(user[found.start : found.end], found.language, forget=False)
    if statement is None:
        return None
    return Directive(action=_REMEMBER, statement=statement, language=found.language, form="memory")


def _revoked(text: str, hits: AbstractSet[str]) -> Directive | None:
    """A standing request recalled and revoked (:mod:`agents.directive_fr_revoked`): the
    request is forgotten, unless it is no instruction of the speaker's own."""
    if hits.isdisjoint(_REVOKED_KEYS):
        return None  # no noun of instruction: the common case costs one set test
    user, low = _folded_head(text)
    found = _revoked_request(low) if len(low) == len(user) else None
    if found is None:
        return None
    lang, start, end = found
    if _relayed(low, start) or _CONTROL.search(low[start:end]):
        return None
    statement = _clean_statement(user[start:end], lang, forget=True)
    if statement is None:
        return None
    return Directive(action=_FORGET, statement=statement, language=lang, form="release")


def _relayed(low: str, *positions: int) -> bool:
    """Whether any of ``positions`` is in quotes, code or someone else's reported words
    ("Meine Oma sagt immer: …, merk dir das")."""
    seg = segment(low)
    for at in positions:
        clause = seg.clauses[seg.clause_at(at)] if seg.clauses else None
        if seg.masked(at) or (clause is not None and (clause.code or clause.quoted)):
            return True
        if clause is not None and 0 <= clause.speech <= max(at, clause.start):
            return True
    return False


_SHORT_FACT = 8  # words: "Dienstags Chorprobe, immer" needs no first-person word


def _closing(text: str, hits: AbstractSet[str]) -> Directive | None:
    """A sentence that closes on a request to keep what precedes it ("…, bitte merken",
    "…, à retenir", "…, para que lo tengas guardado"; :mod:`agents.directive_closing`):
    a statement that is no task and no question, about the user or a short fact. Or a
    topic handed over for removal (:func:`_handover`)."""
    handover = _handover(text, hits) or _update(text, hits)
    if handover is not None:
        return handover
    if hits.isdisjoint(_CLOSING_KEYS):
        return None  # no verb of keeping: the common case costs one set test
    user, low = _folded_head(text)
    found = _closing_request(low) if len(low) == len(user) else None
    if found is None:
        return None
    lang, payload = found.language, low[found.start : found.end]
    about_user = _speaker_statement(payload, lang)
    short = len(payload.split()) <= _SHORT_FACT and not _SECOND_PERSON[lang].search(payload)
    if (
        not (about_user or short)
        or _task_word(payload)
        or _task_deixis(payload)
        or _relayed(low, found.start, found.end)
    ):
        return None
    statement = _clean_statement(user[found.start : found.end], lang, forget=False)
    if statement is None:
        return None
    statement, form = _corrected(statement, low), "memory+postposed"
    return Directive(action=_REMEMBER, statement=statement, language=lang, form=form)


def _ended_object(form: Form, item: _Object, span: tuple[int, int], ctx: _Context) -> bool:
    """A forget object with no first-person word that the next words declare over
    (:mod:`agents.directive_obsolete`): a fact of the user's life, not of the work."""
    if not item.text or item.first or form.language not in ("de", "fr", "es", "en"):
        return False
    # "…moved out, so you can forget the bit about cooking for 4": a change of the user's
    # life makes "the bit about …" a memory (:mod:`agents.directive_lat_antecedent`)
    changed = form.language in _LAT_ANAPHOR and _lat_changed(ctx.lowered, span)
    if (
        _CONTROL.search(item.lowered)
        or _CONTROL.search(item.raw_lower)
        or _PROBLEM.match(item.lowered)
        or _task_word(item.lowered)
        or (_PART.match(item.lowered) and not changed)
        or _is_pointer(item.lowered)
    ):
        return False
    return changed or _ended(ctx.lowered[span[1] :], form.language)


def _for_now(item: _Object, sentence_index: int, ctx: _Context) -> bool:
    """A note for the work at hand or for the user's own organiser
    (:mod:`agents.directive_scope`), in this sentence or the next."""
    if item.lang not in ("de", "fr", "es"):
        return False
    sentences = ctx.seg.sentences
    start = sentences[sentence_index].start
    end = sentences[min(sentence_index + 1, len(sentences) - 1)].end
    return _organiser(item.raw_lower) or _present_work(ctx.lowered[start:end])


def _handover(text: str, hits: AbstractSet[str]) -> Directive | None:
    """ "das mit dem Veganer kannst du wegmachen", "lo de vegetariano ya lo puedes quitar"
    (:mod:`agents.directive_handover`): the topic, when it is no piece of the work."""
    if hits.isdisjoint(_HANDOVER_KEYS) and hits.isdisjoint(_ES_RELEASE_KEYS):
        return None
    user, low = _folded_head(text)
    # (and "lo de X ya no hace falta que lo recuerdes": :mod:`agents.directive_es_topics`)
    found = (_handed_over(low) or _es_released(low)) if len(low) == len(user) else None
    if found is None:
        return None
    topic, lang = low[found.start : found.end], found.language
    if (
        _task_word(topic)
        or _PROBLEM.match(topic)
        or _CONTROL.search(topic)
        # "laisse tomber le truc des virgules": steering the talk, not a memory
        or (not found.leave and not _user_around(topic, low[found.end : found.end + 100], lang))
        or _relayed(low, found.start)
    ):
        return None
    statement = _clean_statement(user[found.start : found.end], found.language, forget=True)
    if statement is None:
        return None
    return Directive(
        action=_FORGET, statement=statement, language=found.language, form="release+postposed"
    )


_DE_HAVE_BE = _rx(r"(?<!\w)(?:hab|habe|bin)(?!\w)")
# The subjects the first-person lists leave out: French "on" ("on l'a perdu"), Spanish verb
# endings of "I"/"we" ("vuelvo", "lo dejé", "lo perdimos").
_SPOKEN_SPEAKER = {
    "fr": _rx(r"(?<![\w'])on\s"),
    "es": _rx(
        r"(?<!\w)[^\W\d_]{2,}(?:amos|emos|imos|é)(?!\w)|(?<!\w)(?:vuelvo|dejo|tengo|estoy)(?!\w)"
    ),
}


def _user_around(topic: str, after: str, lang: str) -> bool:
    """The topic or the words after it are the user's: "das mit meiner Diät", "…, hab
    aufgehört", "…, je remange de la viande", "…, se canceló"."""
    return (
        _has_user(topic, lang)
        or _has_user(after, lang)
        or (lang == "de" and _DE_HAVE_BE.search(after) is not None)
        or (lang in _SPOKEN_SPEAKER and _SPOKEN_SPEAKER[lang].search(after) is not None)
        or _ended(after, lang)
    )


def _topic_first(text: str) -> Directive | None:
    """A topic named before a removal request ("das mit meinem Ex, kannst du löschen";
    :mod:`agents.directive_lat_topic`), when it is the user's and no task."""
    user, low = _folded_head(text)
    found = _topic_forget(user) if len(low) == len(user) else None
    if found is None or _task_word(low[found.start : found.end]):
        return None
    statement = _clean_statement(user[found.start : found.end], found.language, forget=True)
    if statement is None:
        return None
    return Directive(
        action=_FORGET, statement=statement, language=found.language, form="topic+postposed"
    )


def _release(text: str, hits: AbstractSet[str]) -> Directive | None:
    """Keeping no longer needed or wanted ("no need to keep tracking my sleep schedule";
    :mod:`agents.directive_lat_release`), when it is no task."""
    if hits.isdisjoint(_LAT_RELEASE_KEYS):
        return None
    user, low = _folded_head(text)
    found = _lat_released(user) if len(low) == len(user) else None
    if found is None or _task_word(low[found.start : found.end]):
        return None
    statement = _clean_statement(user[found.start : found.end], found.language, forget=True)
    if statement is None:
        return None
    form = "release+postposed" if found.pointer else "release"
    return Directive(action=_FORGET, statement=statement, language=found.language, form=form)


def _correction(text: str, hits: AbstractSet[str]) -> Directive | None:
    """The new fact beside a request to correct what is held ("Leonie is 9 now not 7.
    update it pls"; :mod:`agents.directive_lat_correction`), when it is no task and no
    other reading found a directive (an ended state names what to forget)."""
    if hits.isdisjoint(_CORRECTION_KEYS) and hits.isdisjoint(_ES_CORRECTION_KEYS):
        return None
    user, low = _folded_head(text)
    found = None
    if len(low) == len(user):
        if not hits.isdisjoint(_CORRECTION_KEYS):
            found = _lat_correction(user)
        if found is None and not hits.isdisjoint(_ES_CORRECTION_KEYS):
            found = _es_correction(user)  # (Spanish: :mod:`agents.directive_es_correction`)
    if found is None or _task_word(low[found.start : found.end]):
        return None
    statement = _clean_statement(user[found.start : found.end], found.language, forget=False)
    if statement is None:
        return None
    return Directive(
        action=_REMEMBER, statement=statement, language=found.language, form="correction"
    )


def _update(text: str, hits: AbstractSet[str]) -> Directive | None:
    """A fact, a report that it changed, and leave to strike it ("… Hab aufgehört. Also das
    kannst du streichen"; :mod:`agents.directive_update`): the fact, when it is the user's."""
    if hits.isdisjoint(_HANDOVER_KEYS):
        return None
    user, low = _folded_head(text)
    found = _updated(low) if len(low) == len(user) else None
    if found is None:
        return None
    fact = low[found.start : found.end]
    if (
        not (found.recalled or _speaker_statement(fact, found.language))
        or _task_word(fact)
        # (what the user told before is their own saying, not someone else's words)
        or (not found.recalled and _relayed(low, found.start, max(found.start, found.end - 1)))
    ):
        return None
    statement = _clean_statement(user[found.start : found.end], found.language, forget=True)
    if statement is None:
        return None
    return Directive(
        action=_FORGET, statement=statement, language=found.language, form="outdated+postposed"
    )
