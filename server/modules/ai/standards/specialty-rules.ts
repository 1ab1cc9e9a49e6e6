import { rule, whenWords, word, type ApplicabilityRule } from './rule-builders.ts';
import { featureEvidence, type RuleContext } from './rule-context.ts';

/** The rule, firing only where `applies` holds (an IVD, a sterile device, a dental device). */
const onlyWhen = (applies: (context: RuleContext) => boolean, inner: ApplicabilityRule): ApplicabilityRule =>
  rule(inner.name, inner.standards, (context) => (applies(context) ? inner.fires(context) : null));

/** Fires when any one of the sets of patterns fires as whenWords does (a profile's words, or a product code's name). */
const whenAnyWords = (name: string, alternatives: readonly (readonly RegExp[])[], standards: readonly string[]): ApplicabilityRule => {
  const each = alternatives.map((patterns) => whenWords(name, patterns, standards));
  return rule(name, standards, (context) => each.reduce<string | null>((found, alternative) => found ?? alternative.fires(context), null));
};

const DENTAL_WORDS = /\b(dental|dentist\w*|dentition|tooth|teeth|orthodont\w*|endodont\w*|prosthodont\w*|dentures?|intra-?oral)\b/i;
const isDental = (context: RuleContext) =>
  context.code?.reviewPanel === 'DE' || DENTAL_WORDS.test(context.profileText) || DENTAL_WORDS.test(context.code?.deviceName ?? '');
const notIvd = (inner: ApplicabilityRule) => onlyWhen((context) => context.ivd === null, inner);
const forIvd = (name: string, patterns: readonly RegExp[], standards: readonly string[]) => onlyWhen((context) => context.ivd !== null, whenWords(name, patterns, standards));
const forDental = (name: string, patterns: readonly RegExp[], standards: readonly string[]) => onlyWhen(isDental, whenWords(name, patterns, standards));
const suppliedSterile = (context: RuleContext) => context.features.has('sterile');
const forSterile = (name: string, patterns: readonly RegExp[], standards: readonly string[]) => onlyWhen(suppliedSterile, whenWords(name, patterns, standards));

// Words shared by several rules. A word that is ambiguous alone is always paired with a second pattern.
const HIP = word('hips?\\b');
const KNEE = word('knees?\\b');
/** A joint prosthesis named as such ('knee replacement surgery' alone may be a brace's indication). */
const ARTHROPLASTY_WORDS = 'prosthes[ie]s\\b|prosthetic|arthroplast\\w*|replacement (?:system|implant|prosthes[ie]s|device|component)s?\\b';
const STENT = word('stents?\\b');
const IMPLANTED = word('implant\\w*');
const VASCULAR = word('vascular|coronary|arter\\w*|iliac|femoropopliteal|femoral|carotid|venous|vein|angioplast\\w*|transluminal|intravascular|endovascular');
const LENS = word('lens\\w*|iols?\\b');
const OPHTHALMIC = word('ophthalm\\w*|intraocular|cataract|anterior chamber|vitre\\w*|retina\\w*|ocular|eyes?\\b');
const GLOVE = word(
  '(?:examination|exam|surgical|surgeon\'?s?|medical|patient examination|nitrile|latex|vinyl|polychloroprene|neoprene|chemotherapy|powder[- ]free|powdered) gloves?\\b|gloves?, (?:patient examination|surgeon)',
);
/** Natural rubber latex named as a material, not in a 'latex-free' claim. */
const LATEX = word('(?:natural rubber )?latex(?![- ]?free)|natural rubber(?! latex[- ]?free)');
const INJECTOR = word('pen injectors?\\b|autoinjectors?\\b|auto-injectors?\\b|injection pens?\\b|on-body injectors?\\b|wearable injectors?\\b|injectors?, pen');
const MOLECULAR = word('pcr\\b|rt-pcr|polymerase chain|nucleic acids?\\b|naat\\b|(?:isothermal|transcription[- ]mediated) amplification|molecular (?:assay|test|diagnostic|method)s?\\b');
const SUSCEPTIBILITY = word('susceptibility (?:test\\w*|panels?\\b|cards?\\b|systems?\\b|results?\\b)|(?:antimicrobial|antibiotic|antifungal|drug) susceptib\\w*|minimum inhibitory concentrations?\\b|mics?\\b');
const WHEELCHAIR = word('wheelchairs?\\b|wheeled mobility');
const POWERED_WHEELCHAIR = word('(?:powered|electric|power|motori[sz]ed) wheelchairs?\\b|(?:mobility|motori[sz]ed|electric) scooters?\\b|power chairs?\\b|wheelchairs?, powered|vehicles?, motorized 3-wheeled');

const ORTHOPAEDIC_RULES: ApplicabilityRule[] = [
  whenWords('hip joint replacement', [HIP, word(`${ARTHROPLASTY_WORDS}|femoral stems?\\b|acetabular (?:cup|shell|liner)s?\\b`)],
    ['ISO 21535', 'ISO 7206-2', 'ISO 7206-6', 'ISO 14242-2', 'ASTM F2068', 'ASTM F1814']),
  whenWords('modular femoral head', [word('femoral heads?\\b|head[- ](?:neck|stem) tapers?\\b|modular (?:hip|femoral|neck)\\w*')], ['ISO 7206-10', 'ASTM F2009', 'ASTM F1875']),
  whenWords('acetabular component', [word('acetabul\\w*'), word('prosthes[ie]s\\b|arthroplast\\w*|liners?\\b|shells?\\b|bearings?\\b|components?\\b')], ['ASTM F1820', 'ASTM F2582']),
  whenWords('knee joint replacement', [KNEE, word(`${ARTHROPLASTY_WORDS}|tibial (?:tray|baseplate|insert|component)s?\\b|femoral components?\\b`)],
    ['ISO 21536', 'ISO 14243-1', 'ISO 14243-2', 'ISO 14243-3', 'ISO 14879-1', 'ASTM F1800', 'ASTM F1223', 'ASTM F1814']),
  whenWords('shoulder replacement', [word('shoulders?\\b|glenoid(?! fossa)'), word(ARTHROPLASTY_WORDS)], ['ASTM F1378', 'ASTM F2028']),
  whenWords('bone cement', [word('bone cements?\\b|acrylic (?:bone|resin) cements?\\b|pmma cements?\\b|cement, bone')], ['ASTM F451', 'ISO 5833', 'ASTM F2118']),
  whenWords('metal bone screw', [word('(?:bone|cortical|cortex|cancellous|locking|cannulated|malleolar|lag) screws?\\b|screws?, fixation, bone')], ['ISO 6475', 'ASTM F1839']),
  whenWords('bone staple', [word('staples?\\b'), word('bones?\\b|osteotom\\w*|orthopa?edic|arthrodes\\w*')], ['ASTM F564']),
  whenWords('external fixation', [word('external (?:skeletal )?fixat\\w*|(?:ring|circular|external) fixators?\\b')], ['ASTM F1541']),
  whenWords('absorbable fracture fixation', [word('(?:bio)?absorbable|(?:bio)?resorbable'), word('screws?\\b|bone plates?\\b|fixation (?:plate|pin|device)s?\\b|pins?\\b')], ['ASTM F2502']),
  whenWords('spinal fixation connectors and components', [word('pedicle screws?\\b|spinal (?:rod|fixation|system|implant|construct)s?\\b|posterior (?:spinal|cervical|thoracolumbar)\\w*|rod[- ]screw')],
    ['ASTM F1798', 'ASTM F2193']),
  whenWords('occipito-cervical fixation', [word('occipit\\w*'), word('cervical|spin\\w*'), word('fixation|plates?\\b|rods?\\b|screws?\\b|fusion')], ['ASTM F2706']),
  whenWords('total disc replacement', [word('artificial (?:cervical |lumbar )?discs?\\b|total disc\\b|disc (?:replacement|arthroplast\\w*|prosthes[ie]s)|intervertebral disc prosthes[ie]s')], ['ASTM F2346']),
  whenWords('porous-coated implant', [word('porous (?:coat\\w*|surfaces?\\b|structures?\\b)|sintered beads?\\b|fib(?:er|re) mesh|plasma[- ]spray\\w*')], ['ASTM F1854', 'ASTM F1044', 'ASTM F1147', 'ASTM F1160']),
  whenWords('calcium phosphate coating', [word('hydroxy(?:l)?apatite|calcium phosphate'), word('coat\\w*')], ['ASTM F1044', 'ASTM F1147', 'ASTM F1160']),
  whenWords('hydroxyapatite', [word('hydroxy(?:l)?apatite')], ['ASTM F1185']),
  whenWords('beta-tricalcium phosphate', [word('(?:beta[- ]?)?tricalcium phosphate|beta[- ]tcp\\b')], ['ASTM F1088']),
];

const IMPLANT_MATERIAL_RULES: ApplicabilityRule[] = [
  whenWords('unalloyed titanium implant (ISO)', [word('implant\\w*|prosthes\\w*'), word('(?:commercially )?pure titanium|cp titanium|unalloyed titanium')], ['ISO 5832-2']),
  whenWords('Ti-6Al-7Nb alloy', [word('ti-?6al-?7nb|titanium[- ]alumini?um[- ]niobium')], ['ASTM F1295', 'ISO 5832-11']),
  whenWords('Ti-6Al-4V standard grade implant', [word('implant\\w*|prosthes\\w*'), word('ti-?6al-?4v\\b(?![- ]?eli)|grade 5 titanium')], ['ASTM F1472']),
  whenWords('additively manufactured titanium', [word('additive(?:ly)? manufactur\\w*|3d[- ]print\\w*|powder bed fusion|electron beam melt\\w*|(?:selective |direct metal )?laser (?:melt|sinter)\\w*'), word('titanium|ti-?6al-?4v')],
    ['ASTM F3001']),
  whenWords('cast cobalt-chromium', [word('cobalt[- ]chrom\\w*|cocr\\w*'), word('cast(?:ings?)?\\b|as-cast')], ['ASTM F75', 'ISO 5832-4']),
  whenWords('MP35N alloy', [word('mp35n|35n lt|35co-?35ni|cobalt[- ]nickel[- ]chromium[- ]molybdenum')], ['ASTM F562']),
  whenWords('high-nitrogen stainless steel', [word('high[- ]nitrogen stainless')], ['ISO 5832-9']),
  whenWords('crosslinked polyethylene', [word('(?:highly |extensively )?cross-?linked (?:uhmwpe|uhmw|polyethylene)|hxlpe\\b|xlpe\\b')], ['ASTM F2565']),
  whenWords('vitamin E polyethylene', [word('vitamin e\\b|(?:alpha[- ])?tocopherol'), word('polyethylene|uhmwpe')], ['ASTM F2695']),
  whenWords('nickel-titanium properties', [word('nitinol|nickel[- ]titanium|niti\\b|shape[- ]memory|superelastic')], ['ASTM F2082', 'ASTM F2516']),
];

const DENTAL_RULES: ApplicabilityRule[] = [
  forDental('dental cement', [word('glass[- ]ionomer|luting (?:cement|agent)s?\\b|dental cements?\\b|cement, dental|zinc phosphate|polycarboxylate|resin[- ]modified glass')], ['ISO 9917-1', 'ISO 9917-2']),
  forDental('root canal sealer', [word('root canal (?:seal\\w*|filling)|endodontic seal\\w*')], ['ISO 6876']),
  forDental('endodontic instrument', [word('endodontic (?:file|instrument|reamer)s?\\b|root canal (?:file|instrument|reamer)s?\\b|(?:k|h|rotary|nickel[- ]titanium) files?\\b')], ['ISO 3630-1']),
  forDental('pit and fissure sealant', [word('fissure sealants?\\b|pit and fissure|dental sealants?\\b')], ['ISO 6874']),
  forDental('crown and veneering resin', [word('crowns?\\b|veneer\\w*|provisional restorations?\\b'), word('resins?\\b|polymer\\w*|composites?\\b|acrylic')], ['ISO 10477']),
  forDental('soft denture liner', [word('dentures?\\b'), word('liners?\\b|lining|relin\\w*')], ['ISO 10139-1', 'ISO 10139-2']),
  forDental('impression material', [word('impression materials?\\b|material, impression|bite registration|(?:polyvinyl siloxane|vinyl polysiloxane|polyether|silicone) impressions?\\b')], ['ISO 4823']),
  forDental('artificial teeth', [word('(?:artificial|denture|prosthetic|preformed) teeth|teeth, artificial|tooth, artificial')], ['ISO 22112']),
  forDental('dental adhesive', [word('(?:dental|dentine?|enamel) (?:adhesive|bonding)\\w*|bonding agents?\\b|self-etch\\w*|agents?, tooth bonding')], ['ISO/TS 11405']),
  forDental('radiopaque dental material', [word('radio-?opa\\w*|radiopa\\w*')], ['ISO 13116']),
  forDental('orthodontic bracket', [word('orthodont\\w*'), word('brackets?\\b|buccal tubes?\\b')], ['ISO 27020']),
  forDental('orthodontic wire', [word('arch ?wires?\\b|orthodontic wires?\\b|wires?, orthodontic')], ['ISO 15841']),
  forDental('orthodontic appliance polymer', [word('orthodont\\w*'), word('base polymers?\\b|acrylic|retainers?\\b|removable appliances?\\b|resins?\\b')], ['ISO 20795-2']),
  forDental('dental handpiece', [word('handpieces?\\b|dental (?:motor|drill)s?\\b|contra-?angles?\\b')], ['ISO 14457']),
  forDental('dental unit and patient chair', [word('dental (?:unit|chair|patient chair|operative unit|operatory)s?\\b|units?, operative dental|chairs?, dental')], ['ISO 7494-1', 'ISO 7494-2']),
  forDental('dental operating light', [word('operating (?:light|lamp)s?\\b|operatory (?:light|lamp)s?\\b|dental (?:light|lamp)s?\\b|lights?, operating')], ['ISO 9680']),
  forDental('amalgam separator', [word('amalgam separators?\\b|amalgam (?:collection|recovery|removal)')], ['ISO 11143']),
];

const OPHTHALMIC_RULES: ApplicabilityRule[] = [
  whenWords('intraocular lens labelling, biocompatibility and shelf life', [word('intraocular lens\\w*|iols?\\b|lens, intraocular')], ['ISO 11979-4', 'ISO 11979-5', 'ISO 11979-6', 'ISO 11979-8']),
  whenWords('phakic intraocular lens', [word('phakic'), LENS], ['ISO 11979-10']),
  whenWords('extended depth of focus lens', [word('extended depth of focus|edof\\b|extended range of vision'), LENS], ['ANSI Z80.35']),
  whenWords('contact lens terms, requirements and clinical study', [word('contact lens\\w*|lens(?:es)?,? (?:soft |rigid gas permeable )?contact')], ['ISO 18369-1', 'ISO 14534', 'ISO 11980', 'ANSI Z80.20']),
  whenWords('contact lens care product', [word('lens care|lens (?:solution|cleaner|disinfect)\\w*|soft lens products|contact lens (?:solution|cleaner|care|disinfect)\\w*|multipurpose solutions?\\b')],
    ['ISO 14534', 'ISO 11986']),
  notIvd(whenAnyWords('ophthalmic instrument general requirements', [
    [word('ophthalmoscop\\w*|fundus|slit[- ]lamps?\\b|tonomet\\w*|keratomet\\w*|autorefract\\w*|retinal (?:camera|imag)\\w*|ophthalmic (?:instrument|camera|imaging|microscope)\\w*|biomicroscop\\w*')],
    [word('optical coherence tomograph\\w*|oct\\b'), word('retina\\w*|ophthalm\\w*|macula\\w*|eyes?\\b|ocular')],
  ], ['ISO 15004-1', 'ANSI Z80.36'])),
  whenWords('fundus camera', [word('fundus (?:camera|imag\\w*|photograph\\w*)|retinal cameras?\\b|cameras?, ophthalmic')], ['ISO 10940']),
  notIvd(whenWords('tonometer', [word('tonomet\\w*')], ['ISO 8612', 'ANSI Z80.10'])),
  whenWords('ophthalmic viscosurgical device', [word('viscosurgical|viscoelastic|ovds?\\b|sodium hyaluronate|hyaluronic acid|hydroxypropyl ?methylcellulose'), OPHTHALMIC], ['ISO 15798']),
  whenWords('ophthalmic irrigating solution', [word('irrigat(?:ing|ion) solutions?\\b|balanced salt solution|bss\\b'), OPHTHALMIC], ['ISO 16671']),
  whenWords('ocular endotamponade', [word('endotamponade\\w*|silicone oil|perfluoro\\w*|heavy liquids?\\b'), OPHTHALMIC], ['ISO 16672']),
];

const CARDIOVASCULAR_RULES: ApplicabilityRule[] = [
  whenWords('surgical heart valve', [word('heart valves?\\b|valve prosthes[ie]s|valve replacement|(?:aortic|mitral) valves?\\b|valves?, heart'),
    word('surgical(?:ly)? (?:implant\\w*|valves?\\b|replacement)|sutur\\w*|sewing (?:ring|cuff)|open[- ]heart|mechanical (?:heart )?valves?\\b')], ['ISO 5840-2']),
  whenWords('vena cava filter', [word('vena cava filters?\\b|ivc filters?\\b|filters?, intravascular')], ['ISO 25539-3']),
  whenWords('drug-eluting vascular device', [word('drug[- ](?:eluting|coated)|sirolimus|everolimus|zotarolimus|biolimus|paclitaxel'), VASCULAR], ['ISO 12417-1']),
  whenWords('vascular stent durability and dimensions', [STENT, VASCULAR], ['ASTM F2942', 'ASTM F3067', 'ASTM F2081']),
  whenWords('balloon-expandable stent', [word('balloon[- ]expand\\w*'), STENT], ['ASTM F2079', 'ASTM F2394', 'ASTM F2606']),
  whenWords('central venous catheter', [word('central venous catheters?\\b|central lines?\\b|picc\\b|peripherally inserted central|h(?:a)?emodialysis catheters?\\b')], ['ISO 10555-3']),
  whenAnyWords('balloon dilatation catheter', [
    [word('balloons?\\b'), word('angioplast\\w*|ptca\\b|pta\\b|dilatation catheters?\\b|coronary|intravascular|endovascular|arter\\w*')],
    [word('angioplasty catheters?\\b|catheters?, angioplasty|(?:ptca|pta) catheters?\\b')],
  ], ['ISO 10555-4']),
  whenWords('peripheral intravenous catheter', [word('peripheral (?:iv|intravenous|venous) catheters?\\b|over-the-needle|over-needle|(?:iv|intravenous) cannula\\w*|short peripheral catheters?\\b')], ['ISO 10555-5']),
  whenWords('implanted port', [word('implant(?:ed|able) (?:venous |vascular )?(?:access )?ports?\\b|port-?a-?cath|subcutaneous(?:ly)? (?:implanted )?(?:access )?ports?\\b|vascular access ports?\\b|ports?, implanted')], ['ISO 10555-6']),
  whenWords('implantable pacemaker', [word('implantable (?:cardiac )?pacemakers?\\b|pacemaker (?:pulse[- ]generator|lead|system)s?\\b|pulse generators?, pacemaker|cardiac pacing (?:system|lead)s?\\b')], ['ISO 14708-2']),
  whenWords('implantable defibrillator', [word('implantable (?:cardioverter[- ])?defibrillat\\w*|cardioverter[- ]defibrillat\\w*')], ['ISO 14708-6']),
  whenWords('four-pole cardiac lead connector', [word('is-?4\\b|df-?4\\b|four-pole connector|quadripolar connector')], ['ISO 27186']),
  whenWords('implantable neurostimulator', [word('neurostimulat\\w*|spinal cord stimulat\\w*|deep brain stimulat\\w*|sacral (?:nerve|neuromodulat)\\w*|vagus nerve stimulat\\w*|hypoglossal nerve stimulat\\w*|dorsal root ganglion'), IMPLANTED],
    ['ISO 14708-3']),
  whenWords('implantable infusion pump', [word('implant(?:ed|able) (?:infusion|drug(?: delivery)?|intrathecal) pumps?\\b|intrathecal (?:drug )?pumps?\\b|pumps?, infusion, implanted')], ['ISO 14708-4']),
  whenWords('ventricular assist device', [word('ventricular assist|lvads?\\b|vads?\\b|circulatory support')], ['ISO 14708-5', 'ASTM F1841']),
  whenWords('blood pump', [word('blood pumps?\\b|pumps?, blood|ecmo\\b|extracorporeal (?:membrane oxygenat\\w*|life support)|centrifugal (?:blood )?pumps?\\b')], ['ASTM F1841']),
  whenWords('oxygenator', [word('oxygenators?\\b|blood[- ]gas exchangers?\\b|membrane oxygenat\\w*')], ['ISO 7199']),
  whenWords('cochlear implant', [word('cochlear implants?\\b|auditory brainstem implants?\\b|implants?, cochlear')], ['ISO 14708-7']),
  whenWords('haemodialyser', [word('dialy[sz]ers?\\b|h(?:a)?emodiafilters?\\b|h(?:a)?emofilters?\\b|h(?:a)?emoconcentrators?\\b')], ['ISO 8637-1']),
  whenWords('dialysis blood tubing', [word('blood (?:line|tubing|circuit|set)s?\\b|bloodlines?\\b|extracorporeal (?:blood )?circuits?\\b|tubing, blood'), word('dialy\\w*|h(?:a)?emodiafilt\\w*|h(?:a)?emofilt\\w*')],
    ['ISO 8637-2']),
];

const DELIVERY_AND_BARRIER_RULES: ApplicabilityRule[] = [
  whenWords('syringe for syringe pumps', [word('syringe (?:infusion )?pumps?\\b|power[- ]driven syringes?\\b|pump syringes?\\b')], ['ISO 7886-2']),
  whenWords('auto-disable syringe', [word('auto-?disabl\\w*|fixed[- ]dose immuni[sz]\\w*')], ['ISO 7886-3']),
  whenWords('re-use prevention syringe', [word('syringes?\\b'), word('re-?use prevent\\w*|prevents? re-?use|non-?reusable')], ['ISO 7886-4']),
  whenWords('insulin syringe', [word('insulin'), word('syringes?\\b')], ['ISO 8537']),
  whenWords('hypodermic needle colour code', [word('hypodermic|needles?, hypodermic')], ['ISO 6009']),
  whenWords('pen needle', [word('pen needles?\\b|needles?, pen')], ['ISO 11608-2']),
  whenWords('injector container and fluid path', [INJECTOR], ['ISO 11608-3']),
  whenWords('injector with electronics', [INJECTOR, word('electronic\\w*|bluetooth|connected|batter(?:y|ies)|smart|dose (?:log|record|track)\\w*|motori[sz]ed|powered')], ['ISO 11608-4']),
  whenWords('injector with automated functions', [word('autoinjectors?\\b|auto-injectors?\\b|on-body injectors?\\b|wearable injectors?\\b|automat\\w* (?:injection|needle insertion|needle retraction)')], ['ISO 11608-5']),
  whenWords('limb cuff connector', [word('cuffs?\\b'), word('blood pressure|sphygmomanomet\\w*|nibp|tourniquets?\\b|limbs?\\b')], ['ISO 80369-5']),
  whenWords('enteral feeding system', [word('enteral|feeding tubes?\\b|tubes?, feeding|gastrostomy|jejunostomy|nasogastric')], ['ISO 20695']),
  whenWords('urinary catheter', [word('urinary catheters?\\b|urethral catheters?\\b|foley|intermittent (?:urinary |self-)?catheter\\w*|catheters?, (?:urological|urethral|retention)|indwelling (?:urinary|bladder|urethral) catheters?\\b')],
    ['ISO 20696']),
  whenWords('Foley catheter', [word('foley|catheters?, retention|balloon retention|indwelling (?:urinary|bladder|urethral) catheters?\\b')], ['ASTM F623']),
  whenWords('medical glove powder and shelf life', [GLOVE], ['ASTM D6124', 'ASTM D7160']),
  whenWords('polychloroprene glove', [GLOVE, word('polychloroprene|neoprene|chloroprene')], ['ASTM D6977']),
  whenWords('vinyl glove', [GLOVE, word('vinyl|pvc\\b|poly\\(?vinyl chloride')], ['ASTM D5250']),
  whenWords('chemotherapy glove', [GLOVE, word('chemotherapy|chemo\\b|cytotoxic|antineoplastic')], ['ASTM D6978']),
  whenWords('natural rubber latex protein', [word('gloves?\\b|condoms?\\b|catheters?\\b'), LATEX], ['ASTM D5712']),
  whenWords('surgical gown', [word('(?:surgical|sterile|reinforced) gowns?\\b|gowns?, surgical')], ['ASTM F2407', 'ANSI/AAMI PB70', 'ASTM F1670', 'ASTM F1671']),
  whenWords('isolation gown', [word('(?:isolation|protective|impervious) gowns?\\b|gowns?, isolation')], ['ANSI/AAMI PB70', 'ASTM F1670', 'ASTM F1671']),
  whenWords('surgical drape', [word('(?:surgical|sterile|patient|incise|fenestrated) drapes?\\b|drapes?, surgical')], ['ANSI/AAMI PB70', 'ASTM F1670', 'ASTM F1671']),
  whenWords('face mask particle filtration', [word('(?:surgical|medical|procedure|isolation|dental|laser) (?:face )?masks?\\b|masks?, surgical')], ['ASTM F2299']),
  whenWords('female condom', [word('female condoms?\\b|internal condoms?\\b|condoms?, female')], ['ISO 25841']),
  whenWords('natural rubber latex condom', [word('condoms?\\b'), LATEX], ['ASTM D3492']),
];

const WHEELCHAIR_RULES: ApplicabilityRule[] = [
  whenWords('wheelchair stability, brakes, dimensions and disclosure', [WHEELCHAIR], ['ISO 7176-1', 'ISO 7176-3', 'ISO 7176-5', 'ISO 7176-11', 'ISO 7176-13', 'ISO 7176-15', 'ISO 7176-16', 'ISO 7176-22']),
  whenWords('powered wheelchair or scooter', [POWERED_WHEELCHAIR], ['ISO 7176-2', 'ISO 7176-4', 'ISO 7176-9', 'ISO 7176-10', 'ISO 7176-21', 'ISO 7176-25']),
  whenWords('wheelchair seated in a motor vehicle', [WHEELCHAIR, word('motor vehicles?\\b|vehicle seat\\w*|transit\\b|tie-?downs?\\b|occupant restraints?\\b|wc19\\b')], ['ISO 7176-19']),
];

const STERILIZATION_AND_REPROCESSING_RULES: ApplicabilityRule[] = [
  forSterile('radiation sterilization dosimetry', [word('gamma|e-beam|electron beam|irradiat\\w*|radiation sterili[sz]\\w*|x-ray sterili[sz]\\w*')], ['ISO 11137-3']),
  forSterile('sterility assurance level', [word('sterility assurance level|sal\\b|10\\^?-6\\b')], ['ANSI/AAMI ST67']),
  forSterile('sterility test', [word('sterility test\\w*|tested for sterility|aseptic(?:ally)? (?:fill|process|manufactur)\\w*|usp <?71>?')], ['USP <71> Sterility Tests']),
  whenWords('dry heat sterilization', [word('dry heat (?:steriliz\\w*|depyrogen\\w*)|depyrogenat\\w*')], ['ISO 20857']),
  whenWords('biological indicator', [word('biological indicators?\\b|spore (?:strip|test|vial)s?\\b|self-contained biological|indicators?, biological')], ['ISO 11138-1', 'ISO 11138-2', 'ISO 11138-3']),
  whenAnyWords('chemical indicator', [[word('chemical indicators?\\b|indicator (?:tape|strip)s?\\b|bowie[- ]dick')], [word('indicators?\\b'), word('chemical'), word('sterili[sz]\\w*')]], ['ISO 11140-1']),
  onlyWhen((context) => context.features.has('reusable'),
    whenWords('material compatibility with repeated sterilization', [word('sterili[sz]\\w*|autoclav\\w*|steam|ethylene oxide|hydrogen peroxide')], ['AAMI TIR17'])),
  whenAnyWords('hospital steam sterilizer', [[word('sterili[sz]ers?, steam')], [word('steam sterili[sz]ers?\\b'), word('chambers?\\b|jacket\\w*|vacuum pumps?\\b')]], ['ANSI/AAMI ST8']),
  whenWords('table-top steam sterilizer', [word('table-?top|benchtop|countertop'), word('sterili[sz]ers?\\b|autoclaves?\\b')], ['ANSI/AAMI ST55']),
  whenAnyWords('ethylene oxide sterilizer', [[word('sterili[sz]ers?, ethylene')], [word('(?:ethylene oxide|eto|eo) sterili[sz]ers?\\b|sterili[sz]ers? (?:using|with) ethylene oxide')]], ['ANSI/AAMI ST41']),
  whenWords('rigid sterilization container', [word('(?:rigid )?sterili[sz]ation (?:container|tray|case|cassette)s?\\b|rigid (?:sterili[sz]ation )?containers?\\b|(?:containers?|trays?), sterilization')],
    ['ANSI/AAMI ST77']),
  whenWords('high-level disinfection', [word('high[- ]level disinfect\\w*|liquid chemical sterili[sz]\\w*|chemical sterilants?\\b|sterilants?\\b')], ['ANSI/AAMI ST58']),
  whenWords('flexible endoscope reprocessing', [word('(?:flexible|semi-rigid|video) endoscopes?\\b|duodenoscop\\w*|bronchoscop\\w*|colonoscop\\w*|gastroscop\\w*|cystoscop\\w*|ureteroscop\\w*|nasopharyngoscop\\w*'),
    word('reprocessing|reusable|high[- ]level disinfect\\w*|cleaning')], ['ANSI/AAMI ST91']),
  whenWords('endoscope washer-disinfector', [word('washer[- ]disinfectors?\\b|reprocessors?\\b'), word('endoscop\\w*')], ['ISO 15883-1', 'ISO 15883-4']),
  whenWords('thermal washer-disinfector', [word('washer[- ]disinfectors?\\b'), word('instruments?\\b|thermal|utensils?\\b|bedpans?\\b')], ['ISO 15883-2']),
];

const PACKAGING_RULES: ApplicabilityRule[] = [
  rule('sterile barrier inspection and conditioning', ['ASTM F1886', 'ASTM D4332'], (context) => (suppliedSterile(context) ? featureEvidence(context, 'sterile') : null)),
  forSterile('sterile pouch or tray burst', [word('pouch\\w*|peel\\w*|header bags?\\b|lidd?(?:ing|ed)?\\b|blister|thermoformed trays?\\b')], ['ASTM F2054', 'ASTM F1140']),
  forSterile('porous sterile barrier', [word('tyvek|porous (?:packag\\w*|lid\\w*|pouch\\w*|web)|breathable (?:packag\\w*|pouch\\w*|lid\\w*)|medical[- ]grade paper|spunbonded')], ['ASTM F1608']),
  forSterile('non-porous sterile barrier', [word('foil[- ](?:sealed|lidded)|foil (?:pouch|packag|lid)\\w*|non-?porous (?:packag|pouch|barrier|lid)\\w*|vacuum decay|pressure decay')], ['ASTM F2338', 'ASTM F2095', 'ASTM F3039', 'ASTM D3078']),
  whenWords('single parcel delivery', [word('parcel|mail[- ]order|home deliver\\w*|shipped (?:directly )?to (?:the )?(?:patient|user|consumer|home)s?\\b')], ['ASTM D7386']),
];

const IVD_METHOD_RULES: ApplicabilityRule[] = [
  forIvd('more than one specimen type', [word('serum'), word('plasma|whole blood')], ['CLSI EP35']),
  forIvd('extended measuring interval by dilution', [
    word('dilution (?:protocol|factor|verification|recovery)|diluted (?:sample|specimen)s?\\b|(?:auto|on-board|automatic) ?dilut\\w*|(?:samples?|specimens?) (?:may|can|should|must|are|is) (?:be )?diluted|extend\\w* (?:the )?(?:measuring|reportable) (?:range|interval)|spik(?:ed|ing) (?:sample|specimen)s?'),
  ], ['CLSI EP34']),
  forIvd('diagnostic accuracy and cutoff', [word('cut-?offs?\\b|receiver operating|roc\\b|clinical sensitivity|clinical specificity|diagnostic accuracy')], ['CLSI EP24']),
  forIvd('commutability and reference materials', [word('commutab\\w*|reference materials?\\b|proficiency (?:testing|samples?)|trueness controls?\\b|processed samples?\\b')], ['CLSI EP14', 'CLSI EP30']),
  forIvd('IVD quality control', [word('quality controls?\\b|control materials?\\b|controls? (?:level|material)s?\\b|qc\\b|(?:external|internal) controls?\\b')], ['CLSI EP23', 'CLSI EP18', 'ISO 15198']),
  forIvd('liquid chromatography-mass spectrometry', [word('mass spectromet\\w*|lc-?ms\\w*|lc/ms\\w*|tandem mass|ms/ms')], ['CLSI C62']),
  forIvd('blood gas analysis', [word('blood gas\\w*|pco2|po2\\b')], ['CLSI C46']),
  forIvd('haematology analyser', [word('h(?:a)?ematology analy[sz]\\w*|complete blood counts?\\b|cbc\\b|blood cell count\\w*|cell counters?\\b|counters?, (?:differential|cell)')], ['CLSI H26']),
  forIvd('leukocyte differential', [word('differential(?: leukocyte| white cell| wbc)? counts?\\b|leukocyte differential|wbc differential|white (?:blood )?cell differential|counters?, differential')], ['CLSI H20']),
  forIvd('coagulation specimen', [word('coagulation|h(?:a)?emostasis|prothrombin time|thromboplastin|aptt\\b|fibrinogen|d-dimer')], ['CLSI H21']),
  forIvd('prothrombin time and APTT', [word('prothrombin time|activated partial thromboplastin|aptt\\b|pt/inr')], ['CLSI H47']),
  forIvd('flow cytometry', [word('flow cytomet\\w*')], ['CLSI H62']),
  forIvd('molecular specimen', [MOLECULAR], ['CLSI MM13']),
  forIvd('molecular infectious disease', [MOLECULAR, word('infect\\w*|pathogens?\\b|vir(?:us|al|uses)\\b|bacteri\\w*|fung\\w*|influenza|sars-cov-2|covid|sexually transmitted|chlamydia|gonorrh\\w*|hpv\\b|hiv\\b|hepatitis')],
    ['CLSI MM03']),
  forIvd('multiplex nucleic acid assay', [MOLECULAR, word('multiplex\\w*|panels?\\b|multiple targets')], ['CLSI MM17']),
  forIvd('nucleic acid sequencing', [word('sequencing|ngs\\b|next[- ]generation sequenc\\w*|sanger')], ['CLSI MM09']),
  forIvd('immunohistochemistry', [word('immunohistochem\\w*|ihc\\b|immunocytochem\\w*')], ['CLSI I/LA28']),
  onlyWhen((context) => context.ivd !== null, whenAnyWords('allergen-specific IgE', [[word('ige\\b|immunoglobulin e\\b'), word('allerg\\w*')], [word('radioallergosorbent|rast\\b')]], ['CLSI I/LA20'])),
  forIvd('point-of-care glucose in care facilities', [word('glucose'), word('point[- ]of[- ]care|hospitals?\\b|acute care|critical(?:ly)? (?:care|ill)|bedside|professional use|healthcare professionals?|multi-?patient')], ['CLSI POCT12']),
  whenWords('blood collection tube validation', [word('(?<!menstrual |cord )blood collection (?:tube|container|system|device)s?\\b|venous blood (?:specimen )?(?:tube|container)s?\\b|evacuated tubes?\\b|microcollection|tubes?, vacuum sample|systems?, blood collection')],
    ['CLSI GP34', 'CLSI GP41']),
  forIvd('antimicrobial susceptibility reference methods', [SUSCEPTIBILITY], ['ISO 20776-1', 'ISO 20776-2']),
  forIvd('anaerobe susceptibility', [SUSCEPTIBILITY, word('anaerob\\w*')], ['CLSI M11']),
  forIvd('mycobacterial susceptibility', [SUSCEPTIBILITY, word('mycobacter\\w*|tuberculosis|nocardia|actinomycete\\w*')], ['CLSI M24']),
  forIvd('yeast antifungal susceptibility', [SUSCEPTIBILITY, word('yeasts?\\b|candida|cryptococc\\w*')], ['CLSI M27']),
  forIvd('mould antifungal susceptibility', [SUSCEPTIBILITY, word('filamentous|moulds?\\b|molds?\\b|aspergill\\w*')], ['CLSI M38']),
  forIvd('fastidious bacteria susceptibility', [SUSCEPTIBILITY, word('fastidious|haemophilus|neisseria|campylobacter|listeria|helicobacter|moraxella|infrequently isolated')], ['CLSI M45']),
  forIvd('microbiology transport system', [word('transport (?:medi(?:um|a)|systems?|swabs?|devices?)\\b|(?:specimen|swab|culture|viral) transport|non-propagating transport')], ['CLSI M40']),
];

/** Particular standards of the specialty areas (orthopaedic, dental, ophthalmic, cardiovascular, barriers, mobility, sterilization, laboratory). */
export const SPECIALTY_RULES: readonly ApplicabilityRule[] = [
  ...ORTHOPAEDIC_RULES,
  ...IMPLANT_MATERIAL_RULES,
  ...DENTAL_RULES,
  ...OPHTHALMIC_RULES,
  ...CARDIOVASCULAR_RULES,
  ...DELIVERY_AND_BARRIER_RULES,
  ...WHEELCHAIR_RULES,
  ...STERILIZATION_AND_REPROCESSING_RULES,
  ...PACKAGING_RULES,
  ...IVD_METHOD_RULES,
];
