# Mongolian (mn) — what each command does and what each of its options means: /help, and Discord's descriptions.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.
# cmd-NAME and cmd-NAME-OPTION must stay within 100 characters (Discord's limit).

# /challenge
cmd-challenge = Тоглогч, энд байгаа дурын хүн эсвэл компьютерийг (@tabiya) урих
cmd-challenge-more = Нэг нүүдэлд өгөх өдөр (1, 2, 3, 5, 7, 10 эсвэл 14), эсвэл Фишерийн хугацаа: эхний өдрүүд, дээр нь нүүдэл бүрийн дараа нэмэгдэх өдрүүд, дээд хязгаартай. rated:yes гэж заагаагүй бол чансаагүй. Аштапада бол хоёроос дөрвөн хүний уралдаан: гурав хүртэл тоглогч нэрлэнэ. Хэн ч хариулахгүй бол урилга хүчингүй болно. Компьютертэй шууд тоглох бол компьютерийг (@tabiya) урина уу: чансаагүй, level:1 (хамгийн сул) – level:8, сонгоогүй бол 3.
cmd-challenge-opponent = Хэнийг урих (нээлттэй урилга бол хоосон орхино)
cmd-challenge-opponent2 = Аштапада: урих хоёр дахь тоглогч
cmd-challenge-opponent3 = Аштапада: урих гурав дахь тоглогч
cmd-challenge-variant = Аль тоглоом
cmd-challenge-days = Нэг нүүдэлд өгөх өдөр (1, 2, 3, 5, 7, 10, 14) эсвэл 7+2 гэх мэт Фишерийн хугацаа
cmd-challenge-cap = Фишерийн хугацаа: цагт хуримтлагдах хамгийн их өдөр
cmd-challenge-color = Таны тал: first, second эсвэл тоглоомын өөрийн нэр (red, cho, sente…); сонгоогүй бол random
cmd-challenge-rated = Чансаатай өрөг (заагаагүй бол чансаагүй)
cmd-challenge-rules = Дүрмийн сонголтууд, таслалаар тусгаарлана (/rules GAME үзнэ үү)
cmd-challenge-fen = Энэ байрлалаас эхлэх (FEN; Шогид SFEN): чансаагүй өрөг
cmd-challenge-level = Компьютерийн чадал

# /accept
cmd-accept = Урилгыг хүлээн авах (эсвэл уралдаанд суудлаа эзлэх)
cmd-accept-more = Энд танд нээлттэй ганц урилга байвал дугаар хэрэггүй.
cmd-accept-id = Урилгын дугаар (хэд хэдэн нээлттэй бол)
cmd-accept-race = Аштапада: аль уралдаан (энд хэд хэдэн явагдаж байвал)

# /decline
cmd-decline = Урилгаас татгалзах
cmd-decline-more = Энд танд нээлттэй ганц урилга байвал дугаар хэрэггүй.
cmd-decline-id = Урилгын дугаар (хэд хэдэн нээлттэй бол)
cmd-decline-race = Аштапада: аль уралдаан (энд хэд хэдэн явагдаж байвал)

# /cancel
cmd-cancel = Өөрийн урилга эсвэл эхлээгүй уралдаанаа цуцлах
cmd-cancel-more = Энд таны ганц нээлттэй урилга байвал дугаар хэрэггүй.
cmd-cancel-id = Урилгын дугаар (таных хэд хэд бол)
cmd-cancel-race = Аштапада: аль уралдаан (энд хэд хэдэн явагдаж байвал)

# /move
cmd-move = Өргийн тэмдэглэгээ, SAN эсвэл координатаар нүүдэл хийх
cmd-move-more = Ээлж өнжих, тавих (P*55, K@e2) болон хүү хувирах нь мөн нүүдэл. Уралдаанд: /move enter|c3|c3x2 race:ID.
cmd-move-move = Нүүдэл — өргийн тэмдэглэгээ, SAN эсвэл координатаар
cmd-move-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)
cmd-move-at = Сонгох үед хийгдсэн нүүдлийн тоо (цэс өөрөө илгээнэ)
cmd-move-race = Аштапада: аль уралдаан (энд хэд хэдэн явагдаж байвал)

# /board
cmd-board = Хөлгийг зөвхөн өөртөө харах
cmd-board-more = Таны чиглэл болон дүрсний загвараар (/settings үзнэ үү); flip нь хөлгийг эргүүлнэ.
cmd-board-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)
cmd-board-flip = Хөлгийг эргүүлэх
cmd-board-set = Дүрсний загвар

# /games
cmd-games = Таны өргүүд, таны ээлжтэй нь эхэндээ
cmd-games-more = Тус бүрийн үлдсэн хугацаатай; урт жагсаалтаас эхний 40-ийг харуулж, үлдсэнийг тоолно.

# /resign
cmd-resign = Өрөгт бууж өгөх (баталгаажуулахыг асууна)
cmd-resign-more = Баталгаажуулахын тулд /resign confirm илгээнэ үү.
cmd-resign-confirm = Асуулгүйгээр шууд бууж өгөх
cmd-resign-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)

# /draw
cmd-draw = Тэнцээг санал болгох, эсвэл саналд хариулах
cmd-draw-more = Татгалзсан саналыг дараагийн нүүдлийнхээ дараа дахин гаргаж болно.
cmd-draw-answer = Юу хийх (сонгоогүй бол санал болгоно)
cmd-draw-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)

# /takeback
cmd-takeback = Сүүлийн нүүдлээ буцаахыг хүсэх (чансаагүй өрөгт)
cmd-takeback-more = Өрсөлдөгч зөвшөөрөх ёстой: /takeback accept эсвэл /takeback decline.
cmd-takeback-answer = Юу хийх (сонгоогүй бол хүсэлт илгээнэ)
cmd-takeback-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)

# /abort
cmd-abort = Хоёр тал нүүхээс өмнө өргийг цуцлах
cmd-abort-more = Тэмцээнд болохгүй: тэнд огт нүүгээгүй тоглогч өргөө алдана.
cmd-abort-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)

# /export
cmd-export = Өргийн тэмдэглэл, FEN эсвэл дахин тоглуулалт
cmd-export-more = Бүх өрөгт PGN; Шогид KIF болон CSA; fen: одоогийн байрлал FEN хэлбэрээр (Шогид мөн SFEN) — pychess-variants, Lishogi эсвэл шатрын программд хуулж оруулахад; gif: өргийг бүхэлд нь хөдөлгөөнт зураг болгон, нүүдэл бүрт нэг кадр.
cmd-export-format = Тэмдэглэлийн формат (сонгоогүй бол PGN)
cmd-export-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)

# /analyze
cmd-analyze = Дууссан өргийн алдаанууд ба график
cmd-analyze-more = Бүх байрлалыг шинжилж, нүүдэл бүрийг түүгээр алдагдсан хожих боломжоор нь Lichess-ийн адилаар үнэлнэ: тэнцүү өрөгт ойролцоогоор нэг хүүтэй тэнцэх хэмжээг алдвал алдаа, нэг хагас хүү бол ноцтой алдаа; аль хэдийн хожсон эсвэл хожигдсон өрөгт үүнээс их алдах шаардлагатай. Тус бүрд илүү сайн нүүдлийг заана. Хүмүүсийн хооронд үргэлжилж буй өргийг дуустал шинжлэхгүй (захидлын шатрын шударга ёс); компьютерийн эсрэг чансаагүй өргийг шинжилж болно.
cmd-analyze-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)

# /import
cmd-import = PGN, KIF эсвэл CSA тэмдэглэл уншиж, төгсгөлөөс нь үргэлжлүүлэн тоглох
cmd-import-more = Тэмдэглэлийг командын ард хуулж оруулна уу (Discord дээр эсвэл файлыг нь хавсаргах; Matrix дээр эсвэл файлд хариулах). @тоглогч заавал: тэмдэглэлийн сүүлийн байрлалаас үргэлжлүүлэн тоглох урилга, чансаагүй өрөг. Заагаагүй бол: тэр байрлалыг харуулна. PGN-д Variant шошго байхгүй бол тоглоомыг нэрлэнэ үү; KIF, CSA-г нэрлээгүй бол Шоги гэж үзнэ.
cmd-import-opponent = Тэмдэглэлийн төгсгөлөөс үргэлжлүүлэн тоглохоор энэ тоглогчийг урих
cmd-import-variant = Тэмдэглэлд заагаагүй бол тоглоом
cmd-import-days = Тэндээс үргэлжлэх өрөгт нэг нүүдэлд өгөх өдөр
cmd-import-color = Тэндээс үргэлжлэх өрөгт таны тал (сонгоогүй бол санамсаргүй)
cmd-import-record = Тэмдэглэлийн текст: PGN, KIF эсвэл CSA
cmd-import-file = Discord: тэмдэглэл файл хэлбэрээр

# /rules
cmd-rules = Тоглоомын дүрэм ба эхлэл байрлал, эсвэл дүрс хэрхэн нүүх
cmd-rules-more = Урилгад rules: гэж заах сонголтуудыг мөн жагсаана. Дүрс (нэр, англи нэр эсвэл үсэг) заавал: түүний нүүдлийн зураг.
cmd-rules-variant = Аль тоглоом
cmd-rules-piece = Дүрс: хэрхэн нүүдгийг зургаар

# /moves
cmd-moves = Таны өрөгт дүрс хаашаа нүүж болох
cmd-moves-more = Зөвхөн та харна. Нүдийг хөлөг дээрх тэмдэглэгээгээр: e2, Шогид 76.
cmd-moves-square = Дүрсний нүд (жишээ нь e2; Шогид 76)
cmd-moves-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)

# /settings
cmd-settings = Таны тохиргоо
cmd-settings-more = notify: таны ээлж болох бүрт мэдэгдэл, хувийн зурвасаар өдөрт нэг тойм, эсвэл юу ч үгүй. Хугацаа дуусахаас нэг өдрийн өмнөх сануулга үргэлж ирнэ.
cmd-settings-set = Дүрсний загвар
cmd-settings-orientation = Таны хөлгийн доод талд аль тал байх
cmd-settings-notation = Нүүдлийг танд хэрхэн бичих
cmd-settings-notify = Таны ээлж болсныг хэзээ мэдэгдэх
cmd-settings-language = Танд өгөх хариултын хэл (сонгоогүй бол англи)
cmd-settings-channel = Модераторт: энэ сувгийн нийтлэлийн хэл

# /vacation
cmd-vacation = Бүх өргийн цагийг зогсоох (амралтын өдрүүд жил бүр олгогдоно)
cmd-vacation-more = Дангаараа: үлдсэн амралтын өдрүүд. /vacation end нь эрт эргэн ирэхэд; ашиглаагүй өдрүүд буцаж орно.
cmd-vacation-days = Одооноос эхлэх амралтын өдрийн тоо
cmd-vacation-end = Явагдаж буй амралтыг эрт дуусгах

# /rating
cmd-rating = Чансаа (Glicko-2) ба тоглогчийн эсрэг таны үзүүлэлт
cmd-rating-more = Тоглоом заавал: тухайн тоглоомын чансаа ба график.
cmd-rating-player = Хэний (нэрлээгүй бол таных)
cmd-rating-variant = Аль тоглоом

# /leaderboard
cmd-leaderboard = Нэг тоглоомын тогтсон чансаанууд, шилдэг нь эхэндээ
cmd-leaderboard-more = Зөвхөн түр биш болсон чансааг жагсаана.
cmd-leaderboard-variant = Аль тоглоом

# /tournament
cmd-tournament = Тойргийн систем ба Швейцар системийн тэмцээн
cmd-tournament-more = ACTION, хүн бүрт: create, join, leave, standings, pairings, mine, withdraw, export; зохион байгуулагчид (эсвэл модераторт): start, close, open, pause, resume, cancel, replace, adjudicate.
cmd-tournament-action = Юу хийх
cmd-tournament-id = Тэмцээний дугаар (энд хэд хэдэн явагдаж байвал)
cmd-tournament-variant = create: аль тоглоом
cmd-tournament-double = create: хоёр тойргийн систем
cmd-tournament-swiss = create: Швейцар систем (FIDE-ийн Голланд хослол, тойрог бүрээр)
cmd-tournament-rounds = create: Швейцар системийн тойргийн тоо (заагаагүй бол оролцогчдод тааруулна)
cmd-tournament-deadline = create: Швейцар системийн нэг тойрог үргэлжлэх өдөр
cmd-tournament-days = create: нэг нүүдэлд өгөх өдөр (1, 2, 3, 5, 7, 10, 14)
cmd-tournament-rated = create: чансаатай өргүүд
cmd-tournament-size = create: хамгийн олон тоглогч (тойргийн систем 3-16, Швейцар 4-128)
cmd-tournament-name = create: тэмцээний нэр (зайны оронд _)
cmd-tournament-register = create: бүртгэл нээлттэй байх өдөр
cmd-tournament-vacation = create: тоглогч бүрийн авч болох амралтын өдөр
cmd-tournament-rules = create: дүрмийн сонголтууд, таслалаар тусгаарлана (/rules GAME үзнэ үү)
cmd-tournament-player = withdraw, replace: хэнийг (зөвхөн зохион байгуулагч)
cmd-tournament-replacement = replace: суудлыг хэн эзлэх
cmd-tournament-format = export: TRF (сонгоогүй бол хүснэгт) эсвэл бүх өргийн PGN
cmd-tournament-game = adjudicate: аль өрөг
cmd-tournament-result = adjudicate: 1-0, 0-1 эсвэл draw

# /mypairings
cmd-mypairings = Таны тэмцээний өргүүд ба цагууд
cmd-mypairings-more = /tournament mine командтай адил.
cmd-mypairings-id = Зөвхөн энэ тэмцээн

# /setup
cmd-setup = Жанги: морь ба заанынхаа байрлалыг сонгох
cmd-setup-more = SETUP нь дүрсүүдийг таны зүүн гараас нэрлэнэ, ma нь морь, sang нь заан: masangsangma, sangmamasang, masangmasang эсвэл sangmasangma (마상상마 … мөн уншигдана).
cmd-setup-arrangement = Морь, заанын дараалал, таны зүүн гараас
cmd-setup-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)

# /place
cmd-place = Ситтуйн: хэд хэдэн дүрсийг нэг дор байршуулах
cmd-place-more = Бүгдийг эсвэл нэгийг ч үгүй; save:NAME нь байршуулалтыг дараагийн өрөгт тань хадгална.
cmd-place-pieces = K@e2 F@d2 гэх мэт байршуулалтууд
cmd-place-saved = Энэ нэрээр хадгалсан байршуулалтыг тавих
cmd-place-save = Эдгээр байршуулалтыг энэ нэрээр хадгалах
cmd-place-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)

# /arrangement
cmd-arrangement = Ситтуйн: таны хадгалсан байршуулалтууд
cmd-arrangement-more = Эхний тоглогчийн талаас хадгална; хоёр дахь тоглогчийнхыг эргүүлнэ.
cmd-arrangement-action = Жагсаах эсвэл нэгийг хадгалах
cmd-arrangement-name = save: хадгалах нэр
cmd-arrangement-pieces = save: K@e2 F@d2 гэх мэт байршуулалтууд

# /object
cmd-object = Ситтуйн: хоёр дахь тоглогчийн тэрэгний байрлалыг эсэргүүцэх
cmd-object-more = Байрлуулалтын дараа шууд, нэг удаа зөвшөөрнө.
cmd-object-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)

# /count
cmd-count = Макрук, Оук: хөлгийн нэр төрийн тооллыг эхлүүлэх эсвэл зогсоох
cmd-count-more = Мад хийж чадахгүй тал тоолно; /rules makruk үзнэ үү.
cmd-count-action = Эхлүүлэх эсвэл зогсоох
cmd-count-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)

# /impasse
cmd-impasse = Шоги: мухардал зарлах эсвэл хүлээн зөвшөөрөх
cmd-impasse-more = Хоёр ноён хоёулаа эсрэг талын бүсэд орсны дараа оноогоор шийднэ.
cmd-impasse-action = Зарлах (сонгоогүй бол) эсвэл зөвшөөрөх
cmd-impasse-game = Өргийн дугаар (өргийн сэдэвт эсвэл энд ганц өрөгтэй бол хэрэггүй)

# /join
cmd-join = Аштапада: уралдаанд суудлаа эзлэх
cmd-join-more = Суудлыг урилгад нэрлэсэн дарааллаар эзэлнэ.
cmd-join-race = Аль уралдаан (энд хэд хэд байвал)

# /throw
cmd-throw = Аштапада: хясаа шидэх
cmd-throw-more = Ганц боломжит нүүдэл байвал шууд хийгдэнэ; байхгүй бол ээлж шилжинэ.
cmd-throw-race = Аль уралдаан (энд хэд хэд байвал)

# /link
cmd-link = Discord, Matrix болон консол дээр нэг тоглогч
cmd-link-more = /link PLATFORM [HANDLE] нь хувийн код өгнө; тэр бүртгэлээс /link CODE илгээж баталгаажуулна. Дангаараа: таны бүртгэлүүд.
cmd-link-platform = Тэнд байгаа бүртгэлээ холбохыг хүсэх
cmd-link-handle = Тэнд байгаа таны бүртгэл (жишээ нь @you:example.org)
cmd-link-code = Баталгаажуулах: нөгөө бүртгэлд өгсөн код

# /unlink
cmd-unlink = Платформ дээрх бүртгэлээ салгах
cmd-unlink-more = Тэр бүртгэл шинээр эхэлнэ; нэгтгэсэн зүйл хэвээр үлдэнэ.
cmd-unlink-platform = Алийг нь

# /help
cmd-help = Командууд, эсвэл нэг командын дэлгэрэнгүй
cmd-help-command = Нэг командын дэлгэрэнгүй, жишээ нь move
