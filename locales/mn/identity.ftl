# Mongolian (mn) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

identity-no-code = Санамсаргүй код үүсгэж чадсангүй ({ $reason }); дахин оролдоно уу.

identity-status-one = Та зөвхөн { $platform } дээр { $handle } нэрээр тоглож байна. { $link } нь өөр платформ дээрх бүртгэлийг холбоно: { $platforms }.

identity-status-many = Та дараах бүртгэлүүдээр нэг тоглогч байна: { $accounts }.

identity-account = { $platform } дээрх { $handle }

identity-accounts = { $first }, { $rest }

identity-on-it-already = Та аль хэдийн { $platform } дээр байна: өөр платформ дээрх бүртгэлээ холбоно уу.

identity-linked-already = Таны { $platform } дээрх { $handle } бүртгэл аль хэдийн холбогдсон байна; эхлээд { $unlink } командыг илгээнэ үү.

identity-you-are-already = Та { $platform } дээр аль хэдийн { $handle } нэртэй байна.

identity-your-account = таны { $platform } бүртгэл

identity-your-account-named = таны { $platform } дээрх { $handle } бүртгэл

identity-send-code = Холбохын тулд нэг өдрийн дотор { $send } кодыг дараах бүртгэлээс илгээнэ үү: { $account }. Кодыг хэнд ч бүү хэлээрэй: үүнийг илгээсэн хэн боловч тантай нэг тоглогч болно.

identity-no-such-code = { $code } кодыг хүлээж буй холболт алга. Нөгөө бүртгэлээсээ { $link } командаар дахин хүснэ үү.

identity-code-lapsed = { $code } кодын хугацаа дууссан (код нэг өдөр хүчинтэй). Нөгөө бүртгэлээсээ { $link } командаар дахин хүснэ үү.

identity-code-elsewhere = { $code } код нь { $platform } дээрх бүртгэлийг холбоно: кодыг тэнд илгээнэ үү.

identity-code-for-another = { $code } код нь { $platform } дээрх { $handle } бүртгэлд зориулагдсан, танд биш.

identity-one-already = Эдгээр бүртгэл аль хэдийн нэг тоглогчийнх байна.

identity-has-account-there = { $name } аль хэдийн { $platform } бүртгэлтэй байна.

identity-have-met = Эдгээр бүртгэл хоорондоо тоглосон (#{ $game } өрөг) тул нэг тоглогч байж болохгүй.

identity-same-tournament = Хоёр бүртгэл хоёулаа #{ $tournament } тэмцээнд оролцож байгаа тул нэг тоглогч байж болохгүй.

identity-linked = Холбогдлоо: { $platform } дээрх { $handle } болон { $other_platform } дээрх { $other_handle } одоо нэг тоглогч боллоо. Таны өрөг, чансаа, тэмцээнүүд хоёр бүртгэл дээр хоёуланд нь хамт байна.

identity-own-account = { $platform } дээрх { $handle } бол энэ тоглогчийн үндсэн бүртгэл; бусдыг нь түүнээс { $unlink } командаар салгана уу.

identity-unlinked = Салгалаа: { $platform } дээрх { $handle } дараагийн удаа шинээр эхэлнэ; таны өрөг, чансаа энд хэвээр үлдэнэ.

identity-none-linked = Танд холбогдсон { $platform } бүртгэл алга.
