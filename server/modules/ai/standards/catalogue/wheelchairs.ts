import { standard, type CatalogueStandard, type StandardCategory } from './types.ts';

const part = (number: string, subject: string, test: string, scope: string, category: StandardCategory = 'Performance'): CatalogueStandard =>
  standard(category, `ISO 7176-${number}`, `Wheelchairs - Part ${number.split(':')[0]}: ${subject}`, test, scope);

/** The ISO 7176 wheelchair series beyond strength (part 8) and powered control systems (part 14). */
export const WHEELCHAIR_STANDARDS: CatalogueStandard[] = [
  part('1', 'Determination of static stability', 'Wheelchair static stability',
    'Measures the tipping angles of a wheelchair forwards, backwards and sideways on a tilting platform.'),
  part('2', 'Determination of dynamic stability of electrically powered wheelchairs', 'Powered wheelchair dynamic stability',
    'Tests whether a powered wheelchair stays upright while starting, stopping, turning and driving on slopes and over steps.'),
  part('3', 'Determination of effectiveness of brakes', 'Wheelchair brake effectiveness',
    'Measures the stopping distance of running brakes and the holding power of parking brakes on slopes.'),
  part('4', 'Energy consumption of electric wheelchairs and scooters for determination of theoretical distance range', 'Powered wheelchair driving range',
    'Measures battery energy used over a test track to work out how far a powered wheelchair or scooter can travel.'),
  part('5', 'Determination of dimensions, mass and manoeuvring space', 'Wheelchair dimensions and manoeuvring space',
    'Describes measuring the size, mass, turning space and reversing width of a wheelchair with its occupant.'),
  part('9', 'Climatic tests for electric wheelchairs', 'Powered wheelchair climatic tests',
    'Tests whether a powered wheelchair keeps working after exposure to rain, heat, cold and damp.'),
  part('10', 'Determination of obstacle-climbing ability of electrically powered wheelchairs', 'Powered wheelchair obstacle climbing',
    'Measures the tallest obstacle a powered wheelchair can climb up and down.'),
  part('11', 'Test dummies', 'Wheelchair test dummies',
    'Specifies the test dummies of set masses and dimensions that stand in for occupants in wheelchair tests.'),
  part('13', 'Determination of coefficient of friction of test surfaces', 'Wheelchair test surface friction',
    'Describes measuring the friction of the surfaces on which wheelchair tests are run.'),
  part('15', 'Requirements for information disclosure, documentation and labelling', 'Wheelchair labelling and disclosure',
    'Lists the test results and information a wheelchair maker discloses in its documents and on its labels.', 'Labeling'),
  part('16', 'Resistance to ignition of postural support devices', 'Wheelchair seating ignition resistance',
    'Tests the resistance of wheelchair cushions, backs and other upholstered supports to smouldering cigarettes and small flames.'),
  part('19', 'Wheeled mobility devices for use as seats in motor vehicles', 'Wheelchair crash testing as a vehicle seat',
    'Describes frontal crash testing of wheelchairs used as seats in vehicles, with securement points and labelling.'),
  part('21', 'Requirements and test methods for electromagnetic compatibility of electrically powered wheelchairs and scooters, and battery chargers', 'Powered wheelchair EMC',
    'Sets emission limits and immunity tests for powered wheelchairs, scooters and their chargers.', 'EMC'),
  part('22', 'Set-up procedures', 'Wheelchair test set-up',
    'Describes how an adjustable wheelchair is set up before it is tested to the other parts.'),
  part('25', 'Batteries and chargers for powered wheelchairs', 'Powered wheelchair batteries and chargers',
    'Sets requirements and tests for the batteries and chargers of powered wheelchairs.'),
];
