# Mongolian (mn) — the service's own answers: faults, limits, and what every command may be told.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

service-restarting = Өргийн үйлчилгээ дахин асаж байна; юу ч өөрчлөгдсөнгүй. Хэсэг хугацааны дараа дахин илгээнэ үү.
service-busy = Өргийн үйлчилгээ одоо хэт ачаалалтай тул хариулж чадсангүй; юу ч өөрчлөгдсөнгүй. Хэсэг хугацааны дараа дахин илгээнэ үү.
service-disk-full = Өргийн үйлчилгээ одоогоор юу ч хадгалж чадахгүй байгаа тул юу ч өөрчлөгдсөнгүй. Операторт мэдэгдсэн; дараа дахин илгээнэ үү.
service-storage-failed = Манай талд алдаа гарлаа; юу ч өөрчлөгдсөнгүй. Дараа дахин оролдоно уу.
service-internal = Манай талд алдаа гарч, таны командыг гүйцэтгэсэнгүй; алдааг бүртгэлд тэмдэглэлээ. Юу ч өөрчлөгдсөнгүй.
service-conflict = Таны командыг боловсруулж байх үед байрлал өөрчлөгдсөн; хөлгийг харж дахин оролдоно уу.
service-corrupt = Тэр өргийн хадгалсан тэмдэглэлийг унших боломжгүй; юу ч өөрчлөгдсөнгүй, оператор шалтгааныг бүртгэлээс харж болно.
service-already-handled = Энэ командыг аль хэдийн гүйцэтгэсэн.

service-slow-down = Арай удаан: минутад хамгийн ихдээ { $per_minute ->
        [one] { $per_minute } команд
       *[other] { $per_minute } команд
    }. Энэ командыг гүйцэтгэсэнгүй; нэг минутын дараа дахин илгээнэ үү.

service-computer-name = Энэ бол компьютерийн нэр; компьютер нүүдлээ өөрөө хийдэг. Компьютерийг { $challenge } командаар урина уу.

service-no-game-here = Танд энд өрөг алга. { $challenge } командаар шинэ өрөг эхлүүлнэ үү.

service-stored-text = { $text }
