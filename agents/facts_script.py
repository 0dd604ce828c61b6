"""Traditional Chinese read by the extractor's rules, which are written in simplified.

Taiwan's and Hong Kong's chat writes 們, 說, 這, 過, 會 where the rules of
:mod:`agents.facts`, :mod:`agents.rejections` and :mod:`agents.event_dates` look for 们, 说,
这, 过, 会. ``fold(text)`` writes each traditional character that has a simplified form as
that form, one character for one, so every offset stays where it was and the rules read
the line as they read simplified chat; ``unfold(folded, original)`` turns what was
extracted from the folded line back into the writer's own characters, so a statement is
stored as it was written ("我養了一隻貓", not "我养了一只猫").

The table holds the characters the rules use and the common words around them; a
character with no simplified form, or outside the table, is left as it is. A traditional
character that is also written in simplified text with another meaning (著, 乾, 甚) is not
in it: folding it would change what simplified chat says.
"""

from __future__ import annotations

__all__ = ["fold", "unfold"]

# Traditional characters and their simplified forms, position for position.
_TRADITIONAL = (
    "亂來個們備傷價億優儲兒內兩冊凍別剛劃劇勁動勞勢區協卻厭參唄問啟喪喫單嗎嗚嘗噁嚇嚨嚴囉國圍園圖團報場塊塵壓壞壯壽夠夢夾奮妳"
    "娛婦媽嬰孫學實寧寫寵寶將專尋對屆層屬岡島峽帥師帶幣幫幹廠廢廳張彈彎後徑從悶愛慮慶憂應懷戰戲戶拋捨掃掛換揮損搶撐擁擇擊擔據"
    "擠擴攝敗數斷於昇時暈暢暫曆書會東條業極構樓標樣機檢權歡歲歷歸殘殺殼毀氣決沒淚減測湊湯準溫滅滿漢漲潰澀濕灣災為無煩熱燈燒燙"
    "營爐爭爺牆牠獎獨獲現環產畢畫當瘋療癮發盡監盤確礙禍禮稅種穩窩競筆節範簡簽糧紀約紅納紙級細紹終組結給經網緊線練縣總織繼續纔"
    "罰罵羨義習聖聞聯聲職聽腦腳膽臉臟與興舊華萬葉蓋薩藥蘋蘭處號蟲術衛衝裏補裝裡複襪見規視親覺覽觀訂計訊討訓記設許訴診詞試該誇"
    "認誕語說誰課調談請論謎講謝證護讀變讓讚貓貝負貨責買費賀資賓賣賺購賽贏趕蹤車軟較輕輛輩輸轉轟辦辭農迴這連週進遊運過遞遠適遲"
    "選還邊郵鄰醜醫釋針釣鈕銀鋪錄錢錯錶鍋鍵鎖鏡鐘鐵長門閉開閒間闆關陰陸陽隊際隨險隱隻雖雙雜雞離難雲電靈韓響頁頂項順須預頒頓頗"
    "領頭頸頻題顏願類顧風颱飛飯飲飽餃餅養餓館餵饞馬駕駛騎騙驕驗驚髒體髮鬆鬧鬱魚鳥鴨鹽麗麥麵麼黃點黨齊齒龍"
)
_SIMPLIFIED = (
    "乱来个们备伤价亿优储儿内两册冻别刚划剧劲动劳势区协却厌参呗问启丧吃单吗呜尝恶吓咙严啰国围园图团报场块尘压坏壮寿够梦夹奋你"
    "娱妇妈婴孙学实宁写宠宝将专寻对届层属冈岛峡帅师带币帮干厂废厅张弹弯后径从闷爱虑庆忧应怀战戏户抛舍扫挂换挥损抢撑拥择击担据"
    "挤扩摄败数断于升时晕畅暂历书会东条业极构楼标样机检权欢岁历归残杀壳毁气决没泪减测凑汤准温灭满汉涨溃涩湿湾灾为无烦热灯烧烫"
    "营炉争爷墙它奖独获现环产毕画当疯疗瘾发尽监盘确碍祸礼税种稳窝竞笔节范简签粮纪约红纳纸级细绍终组结给经网紧线练县总织继续才"
    "罚骂羡义习圣闻联声职听脑脚胆脸脏与兴旧华万叶盖萨药苹兰处号虫术卫冲里补装里复袜见规视亲觉览观订计讯讨训记设许诉诊词试该夸"
    "认诞语说谁课调谈请论谜讲谢证护读变让赞猫贝负货责买费贺资宾卖赚购赛赢赶踪车软较轻辆辈输转轰办辞农回这连周进游运过递远适迟"
    "选还边邮邻丑医释针钓钮银铺录钱错表锅键锁镜钟铁长门闭开闲间板关阴陆阳队际随险隐只虽双杂鸡离难云电灵韩响页顶项顺须预颁顿颇"
    "领头颈频题颜愿类顾风台飞饭饮饱饺饼养饿馆喂馋马驾驶骑骗骄验惊脏体发松闹郁鱼鸟鸭盐丽麦面么黄点党齐齿龙"
)
_FOLD = str.maketrans(_TRADITIONAL, _SIMPLIFIED)


def fold(text: str) -> str:
    """``text`` with its traditional characters written simplified, offsets unchanged."""
    return text.translate(_FOLD)


def unfold(folded: str, original: str) -> str:
    """``folded`` (text taken from ``fold(original)``, perhaps with a date added) in the
    characters ``original`` was written in. Where one simplified character stands for two
    traditional ones in the same line (发 for 發 and 髮), the first one met is used."""
    if folded == original:
        return folded
    back: dict[str, str] = {}
    for mine, theirs in zip(fold(original), original, strict=True):
        if mine != theirs:
            back.setdefault(mine, theirs)
    return "".join(back.get(char, char) for char in folded)
