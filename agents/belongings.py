"""What is the user's own: the people, pets, work, home, body and health a statement about
"my …" names. Shared by the durable-fact cue of :mod:`agents.facts` and the naming rule of
:mod:`agents.episodes` ("my sister Priya" says who she is, whatever else it tells).
"""

from __future__ import annotations

__all__ = ["BELONGING", "CONDITION"]

# A lasting condition one has or is treated for: "I have coeliac", "I have a torn meniscus",
# "I'm on amlodipine for my blood pressure".
CONDITION = (
    r"(?:coeliac|celiac|crohn['’]?s|epilepsy|arthritis|adhd|autism|dementia|eczema|psoriasis|"
    r"endometriosis|pcos|lupus|gout|sciatica|hypertension|blood\s+pressure|cholesterol|"
    r"cataracts?|glaucoma|meniscus|tendinitis|tendonitis|hernia|gallstones?|"
    r"kidney\s+stones?|thyroid|hypothyroidism|anaemia|anemia|insomnia|scoliosis|"
    r"tennis\s+elbow|disc|asthma|allergy|allergies|diabetes|migraines?|tinnitus|"
    r"knee|back|hip|shoulder|heart)"
)

BELONGING = (
    r"(?:wife|husband|partner|boyfriend|girlfriend|fianc[ée]e?|son|daughter|kids?|children|"
    r"baby|mom|mum|mother|dad|father|parents|sister|brother|siblings?|grandma|grandpa|"
    r"grandmother|grandfather|aunt|uncle|cousin|niece|nephew|family|in-laws|roommate|"
    r"flatmate|dog|cat|puppy|kitten|pup|rabbit|bunny|hamster|parrot|fish|horse|boss|team|"
    r"job|company|apartment|house|flat|place|car|bike|doctor|therapist|landlord|"
    r"band|club|class|classes|school|college|university|degree|thesis|garden|birthday|"
    # work and what one makes, owns or lives with: "my paper got accepted", "my studio
    # gave me a raise", "my asthma's always worse in the humidity".
    r"studio|office|firm|shop|store|restaurant|bakery|truck|business|lab|paper|album|book|"
    r"project|lease|mortgage|ute|van|boat|farm|knee|back|hip|shoulder|wrist|arm|leg|ankle|"
    r"foot|eyes?|ears?|asthma|allergy|diabetes|migraines?|tinnitus|surgery|cast|diagnosis|"
    r"physio|diet|tortoise|lizard|snake|dragon|hens?|chickens?|goats?|cows?|"
    rf"{CONDITION})"
)
