# Mongolian (mn) — reading a command: what was wrong in how it was written, and how to write it.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

command-needs-name = { $what ->
        [tournament] Тэмцээнд
       *[arrangement] Байршуулалтад
    } нэр хэрэгтэй.
command-name-too-long = { $what ->
        [tournament] Тэмцээний
       *[arrangement] Байршуулалтын
    } нэр хамгийн ихдээ { $most } тэмдэгт энгийн текст байна; { $name } энэ шаардлагыг хангахгүй.
command-slash = Команд / тэмдгээр эхэлнэ, жишээ нь { $help }.
command-record-too-long = Тэр тэмдэглэл { $length } тэмдэгт урт; { $command } хамгийн ихдээ { $most } тэмдэгт уншина.
command-too-long = Тэр команд { $length } тэмдэгт урт; команд хамгийн ихдээ { $most } тэмдэгт байна.
command-handle-too-long = @{ $handle } тоглогч биш: хэрэглэгчийн нэр хамгийн ихдээ { $most } тэмдэгт байна.
command-unknown = { $command } гэсэн команд байхгүй; { $help } нь командуудын жагсаалтыг харуулна.

command-race-players = Аштападаг хоёроос дөрвөн хүн тоглоно: { $usage }
command-race-no-option = Аштапада { $option }: сонголт авахгүй (энэ бол уралдаан, чансаагүй тоглогдоно).
command-race-days = days:{ $days }? Нэг үйлдэлд өгөх өдөр: 1, 2, 3, 5, 7, 10 эсвэл 14.
command-one-opponent = Хоёроос олон хүн зөвхөн Аштападаг тоглоно; урилгад нэг @тоглогч заана.
command-vacation-both = { $start } эсвэл { $end } — аль нэгийг нь, хоёуланг нь биш.

command-tournament-option = { $command } нь { $option } сонголт авахгүй; аль сонголт юутай хамт явахыг { $help } тайлбарлана.
command-tournament-game = Аль тоглоом вэ? { $usage }
command-tournament-both = Тэмцээн нь Швейцар систем эсвэл (хоёр) тойргийн систем байна, хоёулаа биш.
command-tournament-deadline = deadline: нь Швейцар системийн нэг тойрог үргэлжлэх өдрийн тоо; тойргийн системд хүлээх тойрог байхгүй.
command-tournament-size-swiss = size:{ $size }? Швейцар системд 4-өөс 128 тоглогч оролцоно.
command-tournament-size-round-robin = size:{ $size }? Тойргийн системд 3-аас 16 тоглогч оролцоно.
command-usage = { $usage }

command-place-what = Юу байршуулах вэ? Жишээ нь { $example }, эсвэл { $saved }
command-place-both = Байршуулалтууд эсвэл saved:NAME — аль нэгийг нь, хоёуланг нь биш.
command-arrangement-name = { $usage } — нэр өгөөд, дараа нь байршуулалтуудыг жагсаана уу.
command-arrangement-pieces = { $usage } — мөн байршуулалтууд, жишээ нь K@e2 F@d2 …
command-link-usage = Хүсэх: { $ask }; нөгөө бүртгэлээс баталгаажуулах: { $confirm }; өөрийн бүртгэлүүдийг харах: { $status }.

command-not-days = { $what }:{ $value } нь өдрийн тоо биш
command-cap-alone = cap: нь days:7+2 гэх мэт Фишерийн хугацаатай хамт хэрэглэгдэнэ
command-days-offered = days:{ $days } боломжгүй; 1, 2, 3, 5, 7, 10, 14-өөс сонгоно уу (эсвэл Фишерийн хугацаа: days:7+2)
command-fischer-range = days:{ $days } — Фишерийн хугацаа нь эхний 1–60 өдөр, дээр нь нүүдэл бүрт 1–14 өдөр нэмэгдэнэ, жишээ нь days:7+2
command-cap-range = cap:{ $cap } — дээд хязгаар нь эхний { $initial } өдрөөс багагүй, 90-ээс ихгүй байна

command-or-list = { $init } эсвэл { $last }
command-and-list = { $init } болон { $last }
command-no-game = { $game } гэсэн тоглоом байхгүй; тоглоомууд: { $games }.
command-name-player = { $what }? Тоглогчийг @нэр хэлбэрээр заана уу.
command-not-a-number = { $number } нь 12 эсвэл #12 шиг тоо биш.
command-number-range = { $what }? { $about }: { $min }–{ $max }.
command-choose = { $what }? Сонгоно уу: { $choices }.
command-yes-no = { $option }:{ $value }? { $option }:yes эсвэл { $option }:no гэж бичнэ үү.
command-needs-text = { $option }: утгаа шаардана, жишээ нь { $option }:{ $example }.
command-twice = { $option } хоёр удаа өгөгдсөн; { $command } зөвхөн нэгийг авна.
command-no-such-option = { $command } командад { $option } сонголт байхгүй; авах сонголтууд: { $options }.
command-expected = { $command }? Энд { $expected } байх ёстой.
command-nothing-more = { $command } нэрээсээ өөр юу ч авахгүй; { $word }?
command-written = { $typed }? Зөв бичиглэл: { $usage }
command-needs = { $command } командад { $what } хэрэгтэй: жишээ нь { $example }

command-side-of-game = color:{ $side }? { $game } тоглоомд талууд нь { $first } ба { $second } (эсвэл first ба second, эсвэл random).
command-side-white-black-in-shogi = color:{ $side }? Шогийн төрлийн тоглоомд англи номууд Сэнтэг (эхэлж нүүдэг тал) Black, Готэг White гэж нэрлэдэг: color:sente эсвэл color:gote гэж бичнэ үү.
